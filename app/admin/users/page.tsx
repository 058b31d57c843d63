import { getPrisma } from "@/lib/data/db";
import { guardPage } from "@/lib/auth/guard";
import { ROLES, ROLE_LABELS } from "@/lib/auth/roles";
import { listUsers } from "@/lib/auth/users";
import { ActionForm } from "@/components/auth/ActionForm";
import { inviteUser } from "@/lib/actions/invite-user";
import { setUserRole } from "@/lib/actions/set-user-role";
import { addTaskMember } from "@/lib/actions/add-task-member";
import { removeTaskMember } from "@/lib/actions/remove-task-member";
import { createSignInLink } from "@/lib/actions/create-sign-in-link";
import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/DataTable";

export const dynamic = "force-dynamic";

function RoleSelect({ value }: { value?: string }) {
  return (
    <select name="role" defaultValue={value ?? "contributor"} aria-label="role">
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}

type UserRow = Awaited<ReturnType<typeof listUsers>>[number];

/** Each user: who, their role, the tasks they contribute to (add / remove) and a new sign-in link. */
const userColumns = (tasks: { id: string }[]): DataColumn<UserRow>[] => [
  {
    header: "User",
    cell: (u) => (
      <>
        {u.name} <div className="muted">{u.email}</div>
        <div className="muted">{u.accounts.map((a) => a.providerId).join(", ") || "no password yet"}</div>
      </>
    ),
  },
  {
    header: "Role",
    cell: (u) => (
      <>
        <ActionForm action={setUserRole} submit="Save role">
          <input type="hidden" name="userId" value={u.id} />
          <RoleSelect value={u.role} />
        </ActionForm>
      </>
    ),
  },
  {
    header: "Contributor on",
    cell: (u) => (
      <>
        {u.memberships.map((m) => (
          <ActionForm key={m.taskId} action={removeTaskMember} submit="remove">
            <code>{m.taskId}</code>
            <input type="hidden" name="userId" value={u.id} />
            <input type="hidden" name="taskId" value={m.taskId} />
          </ActionForm>
        ))}
        <ActionForm action={addTaskMember} submit="Add to task">
          <input type="hidden" name="userId" value={u.id} />
          <select name="taskId" aria-label="task" defaultValue="">
            <option value="" disabled>
              task…
            </option>
            {tasks.map((t) => (
              <option key={t.id} value={t.id}>
                {t.id}
              </option>
            ))}
          </select>
        </ActionForm>
      </>
    ),
  },
  {
    header: "Sign-in link",
    cell: (u) => (
      <>
        <ActionForm action={createSignInLink} submit="New link">
          <input type="hidden" name="userId" value={u.id} />
        </ActionForm>
      </>
    ),
  },
];

export default async function UsersPage() {
  await guardPage("admin");
  const prisma = await getPrisma();
  const [users, tasks] = await Promise.all([listUsers(prisma), prisma.task.findMany({ select: { id: true }, orderBy: { id: "asc" } })]);
  return (
    <>
      <h1>People</h1>
      <p className="muted">
        <Link href="/admin/settings">Settings and audit log</Link>
      </p>
      <h2>Invite</h2>
      <ActionForm action={inviteUser} submit="Invite" testId="invite-form">
        <input name="email" type="email" placeholder="email" aria-label="email" required />
        <RoleSelect />
      </ActionForm>
      <ul className="muted">
        {ROLES.map((r) => (
          <li key={r}>{ROLE_LABELS[r]}</li>
        ))}
      </ul>
      <h2>Users</h2>
      <DataTable
        className="data admin-table"
        testId="user-list"
        columns={userColumns(tasks)}
        rows={users}
        rowKey={(u) => u.id}
        rowTestId={(u) => `user-${u.email}`}
      />
    </>
  );
}
