/** Placeholder: the lead-capture work replaces this with the footer's subscribe button and dialog. */
export function SubscribeButton() {
  return null;
}
