import { useEffect, useRef } from 'react';

/** The open dialogs, oldest first, each with the history entry it added. Back closes the newest. */
const open: Array<{ id: string; close: () => void }> = [];
/** Pops this module caused itself (a dialog closed by its own button takes its entry back). */
let ownPops = 0;
let listening = false;

function onPopState() {
  if (ownPops > 0) {
    ownPops -= 1;
    return;
  }
  open.pop()?.close();
}

/**
 * Browser Back (or a phone's back gesture) closes the dialog instead of leaving the page: an open dialog adds a
 * history entry on the same URL, Back takes it and closes the newest dialog, and nothing else on the page changes. A
 * dialog closed any other way takes its entry back, unless the page has moved on since (a link inside it).
 */
export function useBackCloses(isOpen: boolean, onClose: () => void) {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!isOpen) return undefined;
    const id = Math.random().toString(36).slice(2);
    window.history.pushState({ ...(window.history.state as object | null), tallyDialog: id }, '');
    const entry = { id, close: () => closeRef.current() };
    open.push(entry);
    if (!listening) {
      window.addEventListener('popstate', onPopState);
      listening = true;
    }
    return () => {
      const index = open.indexOf(entry);
      if (index === -1) return; // closed by Back: its entry is gone already
      open.splice(index, 1);
      if ((window.history.state as { tallyDialog?: string } | null)?.tallyDialog === id) {
        ownPops += 1;
        window.history.back();
      }
    };
  }, [isOpen]);
}
