// Shared helpers: HTTP calls with the server's error format, small DOM utilities.
export async function api(path, options = {}) {
  const init = { method: options.method || "GET", headers: { "content-type": "application/json" } };
  if (options.token) init.headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  const response = await fetch(path, init);
  const text = await response.text();
  let data = {};
  try { data = text ? JSON.parse(text) : {}; } catch { data = { error: { code: "bad_response", message: text } }; }
  if (!response.ok) {
    const err = new Error((data.error && data.error.message) || response.statusText);
    err.code = data.error && data.error.code;
    err.status = response.status;
    throw err;
  }
  return data;
}

export function esc(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

export function toast(message) {
  let el = document.querySelector(".toast");
  if (!el) { el = document.createElement("div"); el.className = "toast"; document.body.append(el); }
  el.textContent = message;
  el.hidden = false;
  clearTimeout(el._timer);
  el._timer = setTimeout(() => { el.hidden = true; }, 5000);
}

export function changed(now, before) {
  return before !== undefined && JSON.stringify(now) !== JSON.stringify(before) ? " changed" : "";
}
