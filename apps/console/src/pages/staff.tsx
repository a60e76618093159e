import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { STAFF_ROLES, type StaffRole } from '@tenora/contract/endpoint';
import {
  opsStaffCreate,
  opsStaffList,
  opsStaffSetDisabled,
  opsStaffSetRoles,
  opsStaffUnlock,
  STAFF_PASSWORD_MIN,
  type StaffMember,
} from '@tenora/contract/ops';
import { useState } from 'react';
import { useStaff } from '../app/session.ts';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { ConfirmButton } from '../ui/confirm.tsx';
import { formatInstant } from '../ui/format.ts';
import { Failure, Loaded } from '../ui/status.tsx';

const ROLE_WORDS: Record<StaffRole, string> = {
  agent: 'Agent: complaints, chatbot, contact messages',
  credit: 'Credit: approvals, disbursal, borrowers and limits',
  admin: 'Admin: staff, landing templates, funnel, audit log, jobs',
};

export default function Staff() {
  const { loading, reload } = useLoad((signal) => call(opsStaffList, {}, { signal }), []);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = useStaff();

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Staff</Title>
        <Button onClick={() => setCreating(true)}>Add a member</Button>
      </Group>
      {error && <Failure message={error} />}
      <Loaded loading={loading} reload={reload}>
        {({ staff }) => (
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {staff.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {m.roles.map((r) => (
                        <Badge key={r} variant="light">
                          {r}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {m.disabled ? (
                        <Badge color="gray">Disabled</Badge>
                      ) : m.lockedUntil ? (
                        <Badge color="orange">Locked until {formatInstant(m.lockedUntil)}</Badge>
                      ) : (
                        <Badge color="green">Active</Badge>
                      )}
                      {m.failedSignIns > 0 && (
                        <Badge color="yellow" variant="light">
                          {m.failedSignIns} failed sign-in{m.failedSignIns === 1 ? '' : 's'}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatInstant(m.lastSignInAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => setEditing(m)}
                        aria-label={`Roles of ${m.name}`}
                      >
                        Roles
                      </Button>
                      {(m.lockedUntil || m.failedSignIns > 0) && (
                        <ConfirmButton
                          label="Unlock"
                          accessibleName={`Unlock ${m.name}`}
                          title={`Unlock ${m.name}?`}
                          body={
                            <Text size="sm">
                              Their failed sign-ins are forgotten, from every address, so they can
                              sign in at once. If someone is guessing their password, the count
                              starts again; the audit log has each failure.
                            </Text>
                          }
                          confirmLabel="Unlock"
                          color="orange"
                          onConfirm={async () => {
                            setError(null);
                            const r = await call(opsStaffUnlock, { staffId: m.id });
                            if (!r.ok) return r.message;
                            reload();
                            return null;
                          }}
                        />
                      )}
                      {m.id !== me.id && (
                        <ConfirmButton
                          label={m.disabled ? 'Enable' : 'Disable'}
                          accessibleName={`${m.disabled ? 'Enable' : 'Disable'} ${m.name}`}
                          title={m.disabled ? `Enable ${m.name}?` : `Disable ${m.name}?`}
                          body={
                            <Text size="sm">
                              {m.disabled
                                ? 'They can sign in again.'
                                : 'Their sessions end at once and they cannot sign in.'}
                            </Text>
                          }
                          confirmLabel={m.disabled ? 'Enable' : 'Disable'}
                          color={m.disabled ? 'teal' : 'red'}
                          onConfirm={async () => {
                            setError(null);
                            const r = await call(opsStaffSetDisabled, {
                              staffId: m.id,
                              disabled: !m.disabled,
                            });
                            if (!r.ok) return r.message;
                            reload();
                            return null;
                          }}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Loaded>
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
      {editing && (
        <RolesDialog
          member={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

function RolePicker({
  value,
  onChange,
}: {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
}) {
  return (
    <Checkbox.Group
      label="Roles"
      description="At least one. Admin does not include the others."
      value={value}
      onChange={(v) => onChange(v as StaffRole[])}
      required
    >
      <Stack gap={6} mt={6}>
        {STAFF_ROLES.map((r) => (
          <Checkbox key={r} value={r} label={ROLE_WORDS[r]} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function CreateDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>(['agent']);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setError(null);
    if (!email.includes('@')) return setError('Enter the e-mail address.');
    if (!name.trim()) return setError('Enter the name.');
    if (roles.length === 0) return setError('Choose at least one role.');
    if (password.length < STAFF_PASSWORD_MIN)
      return setError(`The password needs at least ${STAFF_PASSWORD_MIN} characters.`);
    setBusy(true);
    const r = await call(opsStaffCreate, {
      email: email.trim(),
      name: name.trim(),
      roles,
      password,
    });
    setBusy(false);
    if (r.ok) onDone();
    else setError(r.message);
  };

  return (
    <Modal opened onClose={onClose} title="Add a member of staff" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <Stack>
          <TextInput
            label="E-mail"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <RolePicker value={roles} onChange={setRoles} />
          <PasswordInput
            label="First password"
            description={`At least ${STAFF_PASSWORD_MIN} characters. Hand it over in person; nothing is e-mailed.`}
            required
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RolesDialog({
  member,
  onClose,
  onDone,
}: {
  member: StaffMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setError(null);
    if (roles.length === 0) return setError('Choose at least one role.');
    setBusy(true);
    const r = await call(opsStaffSetRoles, { staffId: member.id, roles });
    setBusy(false);
    if (r.ok) onDone();
    else setError(r.message);
  };
  return (
    <Modal opened onClose={onClose} title={`Roles of ${member.name}`} centered>
      <Stack>
        <RolePicker value={roles} onChange={setRoles} />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            Save roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
