import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { InquiryChoice } from "#shared/schemas/inquiry";
import { retryPendingInquiry } from "./pending-inquiry";

// The dialog and its form load on first open, not with every page.
const ContactModal = lazy(() => import("./contact-modal").then((m) => ({ default: m.ContactModal })));

interface ContactModalState {
  isOpen: boolean;
  /** Opens the modal; focus returns to the element that opened it on close. */
  open: () => void;
  /** Opens the modal for a chosen offer and reach, which the form shows and sends along. */
  openWith: (choice: InquiryChoice) => void;
  close: () => void;
}

const ContactModalContext = createContext<ContactModalState | null>(null);

/**
 * One shared state for the contact modal: header, footer,
 * landing content and the contact page all open the same dialog.
 */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [choice, setChoice] = useState<InquiryChoice>({});
  const openerRef = useRef<HTMLElement | null>(null);

  const openWith = useCallback((chosen: InquiryChoice) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChoice(chosen);
    setIsOpen(true);
  }, []);
  const open = useCallback(() => openWith({}), [openWith]);
  const close = useCallback(() => {
    setIsOpen(false);
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  }, []);

  // An inquiry kept while the server was away goes out on the next page load, or when the browser is back online.
  useEffect(() => {
    const retry = () => void retryPendingInquiry();
    retry();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, []);

  const value = useMemo(() => ({ isOpen, open, openWith, close }), [isOpen, open, openWith, close]);
  return (
    <ContactModalContext.Provider value={value}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <ContactModal onClose={close} choice={choice} />
        </Suspense>
      ) : null}
    </ContactModalContext.Provider>
  );
}

export function useContactModal(): ContactModalState {
  const ctx = useContext(ContactModalContext);
  if (!ctx) throw new Error("useContactModal must be used inside ContactModalProvider");
  return ctx;
}
