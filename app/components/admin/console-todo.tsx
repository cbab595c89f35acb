import { Link } from "react-router";
import { callTimeFormat, type ConsoleCall } from "~/components/admin/booking-call";
import { useConsole } from "~/components/admin/console-state";
import { useResource } from "~/components/admin/use-resource";
import { ownerBookingsCopy } from "~/content/console-bookings";
import { contentCopy } from "~/content/console-content";

interface Todo {
  newByForm: Record<string, number>;
  today: ConsoleCall[];
  tomorrow: ConsoleCall[];
  stale: { document: string; stale: number }[];
}

/**
 * What needs the owner, first on the console's first screen (docs/decisions/030-the-owners-bookings.md):
 * new enquiries per form, today's and tomorrow's calls, and documents with translations to review.
 */
export function ConsoleTodo() {
  const { copy, lang } = useConsole();
  const t = ownerBookingsCopy[lang].todo;
  const todo = useResource<Todo>("/todo").data;
  if (!todo) return null;
  const time = callTimeFormat(lang, false);
  const newTotal = Object.values(todo.newByForm).reduce((sum, count) => sum + count, 0);
  const calls = (heading: string, list: ConsoleCall[], id: string) => (
    <div>
      <h3 id={id} className="font-semibold text-ink-100">
        {heading}
      </h3>
      {list.length === 0 ? (
        <p className="text-sm text-ink-300">{t.noCalls}</p>
      ) : (
        <ul aria-labelledby={id} className="mt-1 text-sm text-ink-200">
          {list.map((call) => (
            <li key={call.id}>
              {time.format(new Date(call.startsAt))} · {call.name}
              {call.company ? ` (${call.company})` : ""}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section aria-labelledby="todo" className="card mt-4 p-4 sm:p-5">
      <h2 id="todo" className="text-lg font-semibold text-ink-100">
        {t.heading}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <h3 className="font-semibold text-ink-100">{t.newEnquiries(newTotal)}</h3>
          {newTotal > 0 && (
            <ul className="mt-1 text-sm text-ink-200">
              {Object.entries(todo.newByForm)
                .filter(([, count]) => count > 0)
                .map(([form, count]) => (
                  <li key={form}>
                    {(copy.forms as Record<string, string>)[form] ?? form}: {count}
                  </li>
                ))}
            </ul>
          )}
          <Link to="/admin/inbox" className="mt-1 inline-block text-sm font-medium text-brand-300 underline underline-offset-4">
            {t.openInbox}
          </Link>
        </div>
        {calls(t.today, todo.today, "todo-today")}
        <div>
          {calls(t.tomorrow, todo.tomorrow, "todo-tomorrow")}
          <Link
            to="/admin/bookings"
            className="mt-1 inline-block text-sm font-medium text-brand-300 underline underline-offset-4"
          >
            {t.openBookings}
          </Link>
        </div>
      </div>
      {todo.stale.length > 0 && (
        <div className="mt-4">
          <ul className="text-sm text-ink-200">
            {todo.stale.map((item) => (
              <li key={item.document}>{t.stale(contentCopy[lang].documentName(item.document), item.stale)}</li>
            ))}
          </ul>
          <Link to="/admin/content" className="mt-1 inline-block text-sm font-medium text-brand-300 underline underline-offset-4">
            {t.openContent}
          </Link>
        </div>
      )}
    </section>
  );
}
