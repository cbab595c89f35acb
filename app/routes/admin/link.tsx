import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { api } from "~/components/admin/api";
import { errorText, useConsole } from "~/components/admin/console-state";

/** /admin/link#token: the emailed one-time sign-in link; then on to add a passkey here. */
export default function SignInLink() {
  const { copy, signedIn } = useConsole();
  const navigate = useNavigate();
  const [message, setMessage] = useState(copy.link.working);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = window.location.hash.slice(1);
    history.replaceState(null, "", window.location.pathname);
    api<{ email: string }>("/sign-in/link", { method: "POST", body: { token } }).then(
      ({ email }) => {
        signedIn(email);
        navigate("/admin/account");
      },
      (error: unknown) => setMessage(errorText(copy, error)),
    );
  }, [copy, navigate, signedIn]);
  return (
    <div className="mx-auto max-w-md py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink-100">{copy.link.heading}</h1>
      <p role="status" className="mt-3 text-ink-300">
        {message}
      </p>
    </div>
  );
}
