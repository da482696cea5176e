import type * as ReactHotToast from "react-hot-toast";

/**
 * react-hot-toast (docs/requirements.md, Constants: its defaults, top-center), loaded the first time
 * a toast is shown rather than with every page: most visits never see one,
 * and its 5 KB would otherwise be in every public page's JavaScript
 * (ADR 017). Every toast goes through showToast(): the <Toaster> is mounted
 * (flash-toast.tsx) once the module has loaded, so a toast shown any other
 * way would never appear.
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

/** The module once loaded (for the lazily mounted Toaster), else undefined. */
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

/**
 * Removes a toast shown with this id, if the module ever loaded. A page whose
 * error toast no longer applies (the login page after a successful login)
 * calls it as it goes away, so the old error never sits over the next page.
 */
export function dismissToast(id: string): void {
  loaded?.default.dismiss(id);
}
