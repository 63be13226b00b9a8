import type { message, Modal, ModalFuncProps } from 'antd';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** What FeedbackHost hands over once antd's hosts are mounted. */
export interface FeedbackApis {
  message: ReturnType<typeof message.useMessage>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
}

type Toast = (content: ReactNode) => Promise<void>;

/** Toasts and confirmation dialogs, themed like the page (skin, direction). */
export interface Feedback {
  message: { success: Toast; error: Toast; info: Toast; warning: Toast };
  modal: { confirm: (config: ModalFuncProps) => Promise<void> };
}

const FeedbackContext = createContext<Feedback | null>(null);

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/**
 * Hosts toasts and confirmations for the pages inside it (the shell's ThemeProvider has one).
 * antd's message and modal code (about 20 KB gzip) loads with the first toast or confirmation:
 * most page loads show none. A call made meanwhile waits for it, so none is lost.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [hosting, setHosting] = useState(false);
  const host = useRef<{ apis: Promise<FeedbackApis>; ready: (apis: FeedbackApis) => void }>(null);
  const apis = () => {
    if (!host.current) {
      let ready: (apis: FeedbackApis) => void = () => undefined;
      const promise = new Promise<FeedbackApis>((resolve) => {
        ready = resolve;
      });
      host.current = { apis: promise, ready };
      setHosting(true);
    }
    return host.current.apis;
  };
  const feedback = useMemo<Feedback>(() => {
    const toast =
      (kind: keyof Feedback['message']): Toast =>
      async (content) => {
        await (await apis()).message[kind](content);
      };
    return {
      message: {
        success: toast('success'),
        error: toast('error'),
        info: toast('info'),
        warning: toast('warning'),
      },
      modal: {
        confirm: async (config) => {
          (await apis()).modal.confirm(config);
        },
      },
    };
    // `apis` reads a ref and a state setter only: one feedback object for the provider's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {hosting && (
        <Suspense fallback={null}>
          <FeedbackHost onReady={(ready) => host.current?.ready(ready)} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

/** The nearest FeedbackProvider's toasts and confirmations. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it (ThemeProvider)');
  return feedback;
}
