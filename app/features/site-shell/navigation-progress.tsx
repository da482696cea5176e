import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useMessages } from "~/i18n/use-messages";

/** Waits 150 ms so fast navigations do not flash. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useMessages();
  const busy = navigation.state !== "idle";
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className="nav-progress"
      data-state={shown ? "loading" : "idle"}
      role="progressbar"
      aria-label={t("nav.pageLoading")}
      aria-hidden={!shown}
      aria-busy={shown}
    />
  );
}
