import type { ReactNode } from "react";
import { Form } from "react-router";
import type { ClientMessage } from "#domain/room-protocol.ts";

type Props = {
  message: ClientMessage;
  /** Sends over the room's socket; false when it is not open, and the form posts instead. */
  send: (message: ClientMessage) => boolean;
  className: string;
  children: ReactNode;
  disabled?: boolean;
  label?: string;
};

/**
 * One room command as a button: over the socket when it is open, else a plain form post (the page's
 * action runs the same command), so the buttons work without JavaScript too. The command travels in
 * hidden fields, never in the button's value, which a script-submitted form leaves out.
 */
export function CommandForm({ message, send, className, children, disabled, label }: Props) {
  const fields: Record<string, string> = { intent: message.type };
  for (const [name, value] of Object.entries(message)) {
    if (name !== "type" && value !== undefined) fields[name] = String(value);
  }
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (send(message)) event.preventDefault();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={disabled} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
