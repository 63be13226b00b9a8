import type { message, Modal, ModalFuncProps } from 'antd';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** What FeedbackHost hands over once antd's hosts are mounted. */
export interface FeedbackApis {
  message: ReturnType<typeof message.useMessage>[0];
  modal: ReturnType<typeof Modal.useModal>[0];
}

/** Shows a toast; `durationSeconds` keeps one with an action (Undo) up longer than antd's 3 s. */
type Toast = (content: ReactNode, durationSeconds?: number) => Promise<void>;

/** Toasts and confirmation dialogs, themed like the page (skin, direction). */
export interface Feedback {
  message: { success: Toast; error: Toast; info: Toast; warning: Toast };
  modal: { confirm: (config: ModalFuncProps) => Promise<void> };
}

const FeedbackContext = createContext<Feedback | null>(null);

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/**
 * The way to antd's hosts: `apis()` mounts them on first use (`mount`) and resolves once they
 * are ready (`ready`, which FeedbackHost calls).
 */
function createHostLink(mount: () => void) {
  let apis: Promise<FeedbackApis> | null = null;
  let ready: (value: FeedbackApis) => void = () => undefined;
  return {
    apis: () => {
      if (!apis) {
        apis = new Promise<FeedbackApis>((resolve) => {
          ready = resolve;
        });
        mount();
      }
      return apis;
    },
    ready: (value: FeedbackApis) => ready(value),
  };
}

/** Toasts and confirmations that wait for antd's hosts. */
function feedbackThrough(apis: () => Promise<FeedbackApis>): Feedback {
  const toast =
    (kind: keyof Feedback['message']): Toast =>
    async (content, durationSeconds) => {
      await (await apis()).message[kind](content, durationSeconds);
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
}

/**
 * Hosts toasts and confirmations for the pages inside it (the shell's ThemeProvider has one).
 * antd's message and modal code (about 10 KB gzip) loads with the first toast or confirmation:
 * most page loads show none. A call made meanwhile waits for it, so none is lost.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [hosting, setHosting] = useState(false);
  const [link] = useState(() => createHostLink(() => setHosting(true)));
  const feedback = useMemo(() => feedbackThrough(link.apis), [link]);
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {hosting && (
        <Suspense fallback={null}>
          <FeedbackHost onReady={link.ready} />
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
