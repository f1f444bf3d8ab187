// The JSON API, as the page uses it: the one place the page sends requests. Every error becomes an Error whose message is the server's,
// with its HTTP status, Retry-After and the language it is written in (i18n.js errorText says it).

/** Calls the API with a JSON body (or a picture's Blob); resolves to the JSON answer, rejects with the server's message. */
export async function call(method, path, body) {
  const options = { method, headers: {} };
  if (body instanceof Blob) {
    options.headers['Content-Type'] = body.type;
    options.body = body;
  } else if (body !== undefined) {
    options.headers['Content-Type'] = 'application/json';
    options.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, options);
  } catch (e) {
    document.dispatchEvent(new CustomEvent('server', { detail: { reached: false } }));
    const error = new Error('The server cannot be reached.');
    error.offline = true;
    throw error;
  }
  document.dispatchEvent(new CustomEvent('server', { detail: { reached: true } }));
  let json = null;
  try {
    json = await response.json();
  } catch (e) {
    // not JSON: reported below
  }
  if (!response.ok || json === null) {
    const error = new Error(json && json.error ? json.error : `HTTP ${response.status}`);
    error.details = json;
    error.status = response.status;
    error.retryAfter = Number(response.headers.get("Retry-After")) || Number(json?.retry_after) || 0;
    // the logic routes write their errors in the language asked for
    error.lang = body && typeof body.lang === 'string' ? body.lang : 'en';
    throw error;
  }
  return json;
}

export const get = (path) => call('GET', path);
export const post = (path, body) => call('POST', path, body);
