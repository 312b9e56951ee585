/** Statuses whose answer has no body: a Response made with one throws. */
const NO_BODY = new Set([204, 205, 304]);

/** The answer's headers, as XMLHttpRequest lists them ("name: value" per line). */
function answerHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Sends `request` like fetch, but by XMLHttpRequest, which reports how much
 * of the body went out (fetch reports nothing): as a client's `fetch` for an
 * upload, the typed client reads the answer as it reads any other.
 */
export async function sendWithProgress(request: Request, onProgress: (pct: number) => void): Promise<Response> {
  const body = request.body ? await request.blob() : null;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    // The request's own headers: its language, and the multipart boundary its body was written with.
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      // Status 0 or an interim status: nothing a Response can stand for, so like fetch it counts as no answer.
      if (xhr.status < 200) return reject(new TypeError("network"));
      const text = NO_BODY.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(text, { status: xhr.status, statusText: xhr.statusText, headers: answerHeaders(xhr) }));
    };
    xhr.onerror = () => reject(new TypeError("network"));
    xhr.send(body);
  });
}
