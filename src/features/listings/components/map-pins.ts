// The map's markers as DOM elements (MapLibre places them): buttons a keyboard reaches and a
// screen reader names, styled by MapCanvas (.fk-pin, .fk-cluster, .fk-me).
const PIN_SVG =
  '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true" focusable="false"><path d="M12 31s10-10.2 10-18.5C22 6.1 17.5 1 12 1S2 6.1 2 12.5C2 20.8 12 31 12 31z"/><circle cx="12" cy="12.5" r="4"/></svg>';

/** The listing page's pin: a picture, the map region already names the place. */
export function placePin(title: string): HTMLElement {
  const pin = document.createElement('div');
  pin.className = 'fk-pin';
  pin.dataset.title = title;
  pin.innerHTML = PIN_SVG;
  return pin;
}

/** One place on the results map: opens its card. */
export function placeMarker(title: string, selected: boolean, onSelect: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fk-pin';
  button.setAttribute('aria-label', title);
  button.setAttribute('aria-pressed', String(selected));
  button.dataset.testid = 'map-place';
  button.innerHTML = PIN_SVG;
  button.addEventListener('click', onSelect);
  return button;
}

/** Several places close together: shows their cards. */
export function clusterMarker(count: number, onSelect: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fk-cluster';
  button.setAttribute('aria-label', `${count} places here`);
  button.dataset.testid = 'map-cluster';
  button.dataset.count = String(count);
  button.textContent = count >= 1000 ? `${Math.floor(count / 1000)}k+` : String(count);
  // Bigger for more places, within reach of a finger either way.
  const size = Math.round(36 + Math.min(24, Math.log10(count) * 10));
  button.style.width = button.style.height = `${size}px`;
  button.addEventListener('click', onSelect);
  return button;
}

/** The diner's own position (Near me). */
export function myPosition(): HTMLElement {
  const dot = document.createElement('div');
  dot.className = 'fk-me';
  dot.setAttribute('role', 'img');
  dot.setAttribute('aria-label', 'Your position');
  return dot;
}
