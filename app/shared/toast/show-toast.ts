import type * as ReactHotToast from "react-hot-toast";

/**
 * react-hot-toast (docs/requirements.md, Constants) loads on the first toast: its 5 KB stays out of every page
 * (ADR 017). The <Toaster> mounts once the module has loaded, so toasts must go through showToast().
 */
type ToastModule = typeof ReactHotToast;
export type ToastKind = "success" | "error" | "message";

let loading: Promise<ToastModule> | undefined;
let loaded: ToastModule | undefined;
const listeners = new Set<() => void>();

function loadToastModule(): Promise<ToastModule> {
  loading ??= import("react-hot-toast").then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

export function loadedToastModule(): ToastModule | undefined {
  return loaded;
}

export function onToastModuleLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(kind: ToastKind, message: string, options: { id?: string } = {}): void {
  void loadToastModule().then(({ default: toast }) => {
    if (kind === "success") toast.success(message, options);
    else if (kind === "error") toast.error(message, options);
    else toast(message, options);
  });
}

/** So an old error toast (the login page's) never sits over the next page. */
export function dismissToast(id: string): void {
  loaded?.default.dismiss(id);
}
