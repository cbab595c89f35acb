import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../test/support/databases";
import {
  addPasskey,
  consumeLink,
  createLink,
  createSession,
  ensureOperator,
  findOperatorByEmail,
  getOperator,
  inviteOperator,
  listOperators,
  removePasskey,
  revokeOperator,
  setOperatorRole,
  touchPasskey,
  useSession,
} from "./index";

/** The operators' repository: who may sign in to the console, with which role. */

const T0 = new Date("2026-06-01T08:00:00.000Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(testDatabases())("operators on $name", ({ open }) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await open();
  });
  afterEach(async () => t?.dispose());

  const passkey = (id: string, operatorId: string) => ({
    id,
    operatorId,
    publicKey: `key-${id}`,
    counter: 0,
    transports: ["internal"],
    name: `Passkey ${id}`,
  });

  it("stores and finds an address typed with spaces and capitals as one operator", async () => {
    const created = await ensureOperator(t.db, "  Ops@Example.SE \n", T0);
    expect(created.email).toBe("ops@example.se");
    expect((await getOperator(t.db, created.id))?.email).toBe("ops@example.se");
    expect((await findOperatorByEmail(t.db, "\t OPS@example.se  "))?.id).toBe(created.id);
    expect((await ensureOperator(t.db, " ops@EXAMPLE.se", later(1))).id).toBe(created.id);
    expect((await listOperators(t.db)).map((o) => o.email)).toEqual(["ops@example.se"]);
  });

  it("gives an active operator back as it is: the shell never demotes the owner", async () => {
    const owner = await ensureOperator(t.db, "owner@example.se", T0);
    const colleague = await ensureOperator(t.db, "colleague@example.se", T0);
    expect([owner.role, colleague.role]).toEqual(["owner", "operator"]);
    expect(await ensureOperator(t.db, "owner@example.se", later(1))).toEqual(owner);
    expect(await ensureOperator(t.db, "colleague@example.se", later(1))).toEqual(colleague);
    expect((await listOperators(t.db)).map((o) => [o.email, o.role])).toEqual([
      ["colleague@example.se", "operator"],
      ["owner@example.se", "owner"],
    ]);
  });

  it("brings a removed operator back from the shell, as owner only when no owner is left", async () => {
    const owner = await ensureOperator(t.db, "owner@example.se", T0);
    const colleague = await ensureOperator(t.db, "colleague@example.se", T0);
    expect(await revokeOperator(t.db, colleague.id, later(1))).toBe(true);
    expect((await getOperator(t.db, colleague.id))?.revoked_at).not.toBeNull();

    const back = await ensureOperator(t.db, "colleague@example.se", later(2));
    expect(back).toMatchObject({ id: colleague.id, revoked_at: null, role: "operator" });
    expect(await getOperator(t.db, colleague.id)).toMatchObject({ revoked_at: null, role: "operator" });

    // The shell is the root of trust: it may remove the last owner, and bringing them back makes them owner again.
    expect(await revokeOperator(t.db, owner.id, later(3))).toBe(true);
    expect(await ensureOperator(t.db, "owner@example.se", later(4))).toMatchObject({
      id: owner.id,
      revoked_at: null,
      role: "owner",
    });
    expect(await getOperator(t.db, owner.id)).toMatchObject({ revoked_at: null, role: "owner" });
  });

  it("invites again an invitee who has not enrolled, but never opens an enrolled account", async () => {
    await ensureOperator(t.db, "owner@example.se", T0);
    const invitee = await inviteOperator(t.db, "new@example.se", T0);
    expect(invitee).toMatchObject({ email: "new@example.se", role: "operator", revoked_at: null });
    expect(await inviteOperator(t.db, "NEW@example.se", later(1))).toEqual(invitee);

    await addPasskey(t.db, passkey("p-new", invitee!.id), later(2));
    expect(await inviteOperator(t.db, "new@example.se", later(3))).toBeUndefined();
  });

  it("an invitation brings a removed operator back, as an operator even if they were an owner", async () => {
    await ensureOperator(t.db, "first@example.se", T0);
    const second = await ensureOperator(t.db, "second@example.se", T0);
    expect(await setOperatorRole(t.db, second.id, "owner")).toBe("changed");
    await addPasskey(t.db, passkey("p-second", second.id), T0);
    expect(await revokeOperator(t.db, second.id, later(1), { keepLastOwner: true })).toBe(true);

    const back = await inviteOperator(t.db, "second@example.se", later(2));
    expect(back).toMatchObject({ id: second.id, revoked_at: null, role: "operator" });
    expect(await getOperator(t.db, second.id)).toMatchObject({ revoked_at: null, role: "operator" });
  });

  it("refuses only to demote the last owner", async () => {
    const owner = await ensureOperator(t.db, "owner@example.se", T0);
    const colleague = await ensureOperator(t.db, "colleague@example.se", T0);
    // Setting the role someone already has is no demotion.
    expect(await setOperatorRole(t.db, owner.id, "owner")).toBe("changed");
    expect(await setOperatorRole(t.db, colleague.id, "operator")).toBe("changed");
    expect(await setOperatorRole(t.db, owner.id, "operator")).toBe("last-owner");
    expect(await setOperatorRole(t.db, colleague.id, "owner")).toBe("changed");
    expect(await setOperatorRole(t.db, owner.id, "operator")).toBe("changed");
    expect((await listOperators(t.db)).map((o) => [o.email, o.role])).toEqual([
      ["colleague@example.se", "owner"],
      ["owner@example.se", "operator"],
    ]);
  });

  it("the console removes an owner while another owner is left, never the last one", async () => {
    const first = await ensureOperator(t.db, "first@example.se", T0);
    const second = await ensureOperator(t.db, "second@example.se", T0);
    await setOperatorRole(t.db, second.id, "owner");
    expect(await revokeOperator(t.db, first.id, later(1), { keepLastOwner: true })).toBe(true);
    expect(await revokeOperator(t.db, second.id, later(2), { keepLastOwner: true })).toBe("last-owner");
    expect((await listOperators(t.db)).map((o) => [o.email, o.role])).toEqual([["second@example.se", "owner"]]);
  });

  it("lists each operator's passkeys and when the most recently used one was last used", async () => {
    const owner = await ensureOperator(t.db, "owner@example.se", T0);
    const colleague = await ensureOperator(t.db, "colleague@example.se", T0);
    await addPasskey(t.db, passkey("p-laptop", owner.id), T0);
    await addPasskey(t.db, passkey("p-phone", owner.id), T0);
    await addPasskey(t.db, passkey("p-unused", owner.id), T0);
    await touchPasskey(t.db, "p-phone", 5, later(90));
    await touchPasskey(t.db, "p-laptop", 7, later(30));
    expect(await listOperators(t.db)).toEqual([
      {
        id: colleague.id,
        email: "colleague@example.se",
        role: "operator",
        createdAt: T0.toISOString(),
        passkeys: 0,
        lastUsedAt: null,
      },
      {
        id: owner.id,
        email: "owner@example.se",
        role: "owner",
        createdAt: T0.toISOString(),
        passkeys: 3,
        lastUsedAt: later(90).toISOString(),
      },
    ]);
  });

  it("removing someone else's passkey removes nothing and ends none of their sessions", async () => {
    const owner = await ensureOperator(t.db, "owner@example.se", T0);
    const colleague = await ensureOperator(t.db, "colleague@example.se", T0);
    await addPasskey(t.db, passkey("p-owner", owner.id), T0);
    const token = await createSession(
      t.db,
      { operatorId: owner.id, passkeyId: "p-owner", userAgent: "vitest", verified: true },
      T0,
    );

    expect(await removePasskey(t.db, colleague.id, "p-owner")).toBeUndefined();
    expect((await useSession(t.db, token, later(1)))?.operator.id).toBe(owner.id);

    expect(await removePasskey(t.db, owner.id, "p-owner")).toMatchObject({ id: "p-owner", operator_id: owner.id });
    expect(await useSession(t.db, token, later(2))).toBeUndefined();
  });

  it("a sign-in link is not used up without the nonce it was made for", async () => {
    const owner = await ensureOperator(t.db, "owner@example.se", T0);
    const token = await createLink(t.db, owner.id, "sign-in", T0, "nonce-of-the-browser");
    expect(await consumeLink(t.db, token, "sign-in", later(1))).toBe(false);
    expect(await consumeLink(t.db, token, "sign-in", later(1), "")).toBe(false);
    expect(await consumeLink(t.db, token, "sign-in", later(1), "nonce-of-the-browser")).toBe(true);
  });
});
