// What a visitor typed into a deferred island's server HTML (DeferredHydration.tsx), kept for the
// case where React renders the island anew instead of hydrating it: a route change that reaches
// the island before its lazy code has arrived leaves React nothing to hydrate with (decision 0030).
// Fetched only in that case (deferred-gates.ts): an island hydrated in place kept what was typed.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(['hidden', 'file', 'password', 'submit', 'button', 'reset', 'image']);

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

const toggles = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the visitor changed the control from what the page rendered. */
function edited(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((o) => o.selected !== o.defaultSelected);
  if (toggles(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) return false;
  return control.value !== control.defaultValue;
}

/** The control of the new render that stands where `old` stood: its name (and value, for a box). */
function twin(wrapper: Element, old: Control): Control | null {
  const name = `[name="${CSS.escape(old.name)}"]`;
  const selector = toggles(old) ? `${name}[value="${CSS.escape(old.value)}"]` : name;
  const found = wrapper.querySelector(`${old.tagName.toLowerCase()}${selector}`);
  return isControl(found) && found.type === old.type ? found : null;
}

/** Sets what `old` held on `control` as a visitor would, so React's handlers and state follow. */
function copy(old: Control, control: Control) {
  if (toggles(old) && toggles(control)) {
    if (control.checked !== old.checked) control.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, old.value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * After the island rendered: controls React replaced give what was typed into them to their new
 * counterparts the visitor has not changed, and focus goes back to where it was.
 */
export function restoreTyped(wrapper: Element, serverHtml: readonly Element[], focused: Element | null) {
  const old: Control[] = [];
  for (const element of serverHtml) if (isControl(element)) old.push(element);
  for (const control of old) {
    if (control.isConnected || !control.name || !edited(control)) continue;
    const next = twin(wrapper, control);
    if (next && !edited(next)) copy(control, next);
  }
  const active = document.activeElement;
  if (focused && !focused.isConnected && (!active || active === document.body)) {
    const next = old.find((c) => c === focused);
    if (next) twin(wrapper, next)?.focus();
  }
}
