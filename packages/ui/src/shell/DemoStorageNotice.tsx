import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/feedback';
import { useDemoData, type DemoStorageProblem } from './DemoData';

// Loaded only when there is something to say (DefaultLayout).
/** Tells the user, once a page, that what they change lasts only while the page stays open. */
export default function DemoStorageNotice() {
  const problem = useDemoData()?.problem;
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const told = useRef<DemoStorageProblem | null>(null);
  useEffect(() => {
    if (!problem || told.current === problem) return;
    told.current = problem;
    void message.warning(t(`demoData.storage.${problem}`), 10);
  }, [problem, message, t]);
  return null;
}
