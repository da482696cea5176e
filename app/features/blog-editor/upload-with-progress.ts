/** XMLHttpRequest: fetch cannot report upload progress yet. */
export type UploadAnswer = { status: number; body: unknown };

export function uploadWithProgress(url: string, body: FormData, onProgress: (fraction: number | null) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.timeout = 5 * 60_000;
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new Error("The upload could not reach the server."));
    xhr.ontimeout = () => reject(new Error("The upload timed out."));
    xhr.onabort = () => reject(new Error("The upload was cancelled."));
    xhr.send(body);
  });
}
