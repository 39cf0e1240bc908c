// A tiny element builder: h('p', { class: 'x' }, 'text', child). Attributes starting with `on`
// become listeners; `hidden` and other booleans are set as properties.

/** @returns {HTMLElement} */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  element.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return element;
}

/** Replaces the children of the element matching `selector`. */
export function fill(selector, ...children) {
  document.querySelector(selector).replaceChildren(...children.flat());
}
