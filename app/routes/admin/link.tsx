import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "~/components/admin/api";
import { errorText, useConsole } from "~/components/admin/console-state";

/**
 * /admin/link#token: the emailed one-time sign-in link. Opening the page signs nobody in and
 * spends nothing (a mail scanner that runs scripts opens it too): the click does, and only in
 * the browser that asked for the link. Then on to add a passkey here.
 */
export default function SignInLink() {
  const { copy, signedIn } = useConsole();
  const navigate = useNavigate();
  const [message, setMessage] = useState("");
  const [working, setWorking] = useState(false);
  // The token leaves the address bar at once, so it is in no history entry or screenshot.
  const token = useRef<string | null>(null);
  useEffect(() => {
    if (token.current !== null) return;
    token.current = window.location.hash.slice(1);
    history.replaceState(null, "", window.location.pathname);
  }, []);
  return (
    <div className="mx-auto max-w-md py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink-100">{copy.link.heading}</h1>
      <p className="mt-3 text-ink-300">{copy.trust.linkIntro}</p>
      <button
        type="button"
        className="btn btn-primary mt-6"
        disabled={working}
        onClick={() => {
          setWorking(true);
          setMessage(copy.link.working);
          api<{ email: string }>("/sign-in/link", { method: "POST", body: { token: token.current ?? "" } }).then(
            ({ email }) => {
              signedIn(email);
              void navigate("/admin/account");
            },
            (error: unknown) => {
              setWorking(false);
              setMessage(errorText(copy, error));
            },
          );
        }}
      >
        {copy.trust.linkButton}
      </button>
      <p role="status" className="mt-3 min-h-6 text-ink-300">
        {message}
      </p>
    </div>
  );
}
