import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";

type Toast = { id: number; title: string; body?: string; tone: "success" | "error" };
type ShowToast = (toast: Omit<Toast, "id">, durationMs?: number) => void;

const ToastContext = createContext<ShowToast>(() => {});

export const useToast = () => useContext(ToastContext);

/** One polite live region for the whole site: screen readers hear each toast once. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const show = useCallback<ShowToast>((toast, durationMs = 3000) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...toast, id }]);
    const timer = setTimeout(() => {
      setToasts((list) => list.filter((t) => t.id !== id));
      timers.current.delete(timer);
    }, durationMs);
    timers.current.add(timer);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role="status"
            className={`pointer-events-auto w-full max-w-sm rounded-xl px-4 py-3 text-white shadow-lg ${t.tone === "success" ? "bg-emerald-800" : "bg-red-800"}`}
          >
            <p className="font-bold">{t.title}</p>
            {t.body && <p className="text-sm">{t.body}</p>}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
