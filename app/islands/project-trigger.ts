import { OPEN_PROJECT_FORM_EVENT } from "~/components/forms/project-events";

/**
 * Arms the project enquiry island (its trigger link and its <dialog>) so that its code loads
 * only when the modal opens: the first click on the trigger, the open-form event others send,
 * or arriving at #project-enquiry. Until then the trigger is a link to the dialog, which the
 * stylesheet shows at :target, as without JavaScript.
 */
export function whenProjectFormOpens(element: HTMLElement, start: () => Promise<void>): void {
  const trigger = element.querySelector<HTMLAnchorElement>("a[href^='#']");
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    window.removeEventListener(OPEN_PROJECT_FORM_EVENT, onEvent);
    // Hydrated, the trigger's own handler opens the modal and returns focus to it on close.
    void start().then(() => trigger?.click());
  };
  const onEvent = () => {
    trigger?.removeEventListener("click", onClick);
    void start().then(() => window.dispatchEvent(new Event(OPEN_PROJECT_FORM_EVENT)));
  };
  trigger?.addEventListener("click", onClick, { once: true });
  window.addEventListener(OPEN_PROJECT_FORM_EVENT, onEvent, { once: true });
  if (trigger && window.location.hash === trigger.hash) void start();
}
