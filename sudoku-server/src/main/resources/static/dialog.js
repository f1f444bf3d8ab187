// A question asked in the page (never window.confirm): a modal <dialog> with two buttons.
// Escape, or the "no" button, answers no; focus starts on the safe choice and returns afterwards.
import { $ } from './page.js';

/** Asks {@code text} under {@code title}; resolves to true when the player picks {@code yes}. */
export function ask({ title, text, yes, no }) {
  const dialog = $('ask');
  if (dialog.open) return Promise.resolve(false);
  $('ask-title').textContent = title;
  $('ask-text').textContent = text;
  $('ask-yes').textContent = yes;
  $('ask-no').textContent = no;
  const back = document.activeElement;
  return new Promise((resolve) => {
    const done = (answer) => {
      dialog.removeEventListener('close', onClose);
      $('ask-yes').onclick = null;
      $('ask-no').onclick = null;
      if (dialog.open) dialog.close();
      if (back && back.focus) back.focus({ preventScroll: true });
      resolve(answer);
    };
    const onClose = () => done(false);
    dialog.addEventListener('close', onClose);
    $('ask-yes').onclick = () => done(true);
    $('ask-no').onclick = () => done(false);
    dialog.showModal();
    $('ask-no').focus();
  });
}
