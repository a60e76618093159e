import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  opsChatbotAdd,
  opsChatbotEdit,
  opsChatbotReorder,
  opsChatbotRetire,
  opsChatbotSetAction,
  opsChatbotTree,
  type OpsQaEntry,
} from '@tenora/contract/ops';
import { useState } from 'react';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { Failure, Loaded } from '../ui/status.tsx';

type Market = 'IN' | 'ID';
type Language = 'en-IN' | 'id-ID';
type ActionType = 1 | 2 | 4;

const ACTIONS: { value: string; label: string }[] = [
  { value: '1', label: 'Category (opens its children)' },
  { value: '2', label: 'Answer' },
  { value: '4', label: 'Hand over to a person' },
];
const ACTION_NAME: Record<number, string> = { 1: 'Category', 2: 'Answer', 4: 'Hand-over' };
const LANGUAGES: Language[] = ['en-IN', 'id-ID'];
const LANGUAGE_NAME: Record<Language, string> = { 'en-IN': 'English', 'id-ID': 'Indonesian' };

type Texts = OpsQaEntry['texts'];
const EMPTY_TEXTS: Texts = {
  'en-IN': { title: '', alias: '', answer: '', keywords: '' },
  'id-ID': { title: '', alias: '', answer: '', keywords: '' },
};

/** What the edit dialog is doing: adding under a parent, or editing an entry. */
type Editing =
  { mode: 'add'; pid: number; parentTitle: string } | { mode: 'edit'; entry: OpsQaEntry };

export default function Chatbot() {
  const [market, setMarket] = useState<Market>('IN');
  const [language, setLanguage] = useState<Language>('en-IN');
  const { loading, reload } = useLoad(
    (signal) => call(opsChatbotTree, { market }, { signal }),
    [market],
  );
  return (
    <Stack>
      <Title order={2}>Chatbot</Title>
      <Text size="sm" c="dimmed">
        Changes show to borrowers at once. A retired entry is hidden from borrowers but stays
        readable in their old conversations.
      </Text>
      <Group>
        <Select
          label="Market"
          data={[
            { value: 'IN', label: 'India' },
            { value: 'ID', label: 'Indonesia' },
          ]}
          value={market}
          onChange={(v) => v && setMarket(v as Market)}
          allowDeselect={false}
          w={160}
        />
        <div>
          <Text size="sm" fw={500} id="language-label">
            Language shown
          </Text>
          <SegmentedControl
            aria-labelledby="language-label"
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAME[l] }))}
            value={language}
            onChange={(v) => setLanguage(v as Language)}
          />
        </div>
      </Group>
      <Loaded loading={loading} reload={reload}>
        {(data) => (
          <Tree
            key={market}
            market={market}
            language={language}
            initial={data.entries}
            reload={reload}
          />
        )}
      </Loaded>
    </Stack>
  );
}

function Tree({
  market,
  language,
  initial,
  reload,
}: {
  market: Market;
  language: Language;
  initial: OpsQaEntry[];
  reload: () => void;
}) {
  const [entries, setEntries] = useState(initial);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);

  const childrenOf = (pid: number) =>
    entries.filter((e) => e.pid === pid).sort((a, b) => a.sortOrder - b.sortOrder);
  const replace = (entry: OpsQaEntry) =>
    setEntries((list) => list.map((e) => (e.id === entry.id ? entry : e)));

  const move = async (entry: OpsQaEntry, by: -1 | 1) => {
    const siblings = childrenOf(entry.pid).map((e) => e.id);
    const at = siblings.indexOf(entry.id);
    const to = at + by;
    if (to < 0 || to >= siblings.length) return;
    [siblings[at], siblings[to]] = [siblings[to] ?? entry.id, siblings[at] ?? entry.id];
    setError(null);
    const result = await call(opsChatbotReorder, { market, pid: entry.pid, ids: siblings });
    if (!result.ok) return setError(result.message);
    const moved = new Map(result.data.entries.map((e) => [e.id, e]));
    setEntries((list) => list.map((e) => moved.get(e.id) ?? e));
  };

  const retire = async (entry: OpsQaEntry) => {
    setError(null);
    const result = await call(opsChatbotRetire, { id: entry.id, retired: !entry.retired });
    if (result.ok) replace(result.data);
    else setError(result.message);
  };

  const branch = (pid: number, depth: number) => {
    const list = childrenOf(pid);
    return (
      // Nested lists, not an ARIA tree: every control is a plain button in the tab order, which
      // a tree's arrow-key pattern would hide.
      <Box
        component="ul"
        aria-label={depth === 0 ? 'Chatbot entries' : undefined}
        pl={depth === 0 ? 0 : 'lg'}
        m={0}
      >
        {list.map((entry, i) => {
          const title = entry.texts[language].title || entry.texts['en-IN'].title;
          return (
            <li key={entry.id} style={{ listStyle: 'none' }}>
              <Group
                gap="xs"
                py={4}
                wrap="nowrap"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                opacity={entry.retired ? 0.55 : 1}
              >
                <Text fw={entry.actionType === 1 ? 600 : 400} style={{ flex: 1 }}>
                  {title}
                  {entry.actionType === 2 && entry.texts[language].answer && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      — {entry.texts[language].answer.slice(0, 90)}
                      {entry.texts[language].answer.length > 90 ? '…' : ''}
                    </Text>
                  )}
                </Text>
                <Badge variant="light">{ACTION_NAME[entry.actionType] ?? entry.actionType}</Badge>
                {entry.retired && <Badge color="gray">Retired</Badge>}
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move "${title}" up`}
                  disabled={i === 0}
                  onClick={() => void move(entry, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move "${title}" down`}
                  disabled={i === list.length - 1}
                  onClick={() => void move(entry, 1)}
                >
                  ↓
                </ActionIcon>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => setEditing({ mode: 'edit', entry })}
                  aria-label={`Edit "${title}"`}
                >
                  Edit
                </Button>
                {entry.actionType === 1 && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => setEditing({ mode: 'add', pid: entry.id, parentTitle: title })}
                    aria-label={`Add under "${title}"`}
                  >
                    Add under
                  </Button>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color={entry.retired ? 'teal' : 'red'}
                  onClick={() => void retire(entry)}
                  aria-label={`${entry.retired ? 'Bring back' : 'Retire'} "${title}"`}
                >
                  {entry.retired ? 'Bring back' : 'Retire'}
                </Button>
              </Group>
              {entry.actionType === 1 && branch(entry.id, depth + 1)}
            </li>
          );
        })}
      </Box>
    );
  };

  return (
    <Stack>
      {error && <Failure message={error} />}
      <Group>
        <Button onClick={() => setEditing({ mode: 'add', pid: 0, parentTitle: '' })}>
          Add a first-level topic
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed">This market has no entries yet.</Text>
      ) : (
        branch(0, 0)
      )}
      {editing && (
        <EntryDialog
          market={market}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(entry, added) => {
            if (added) setEntries((list) => [...list, entry]);
            else replace(entry);
            setEditing(null);
            // Another agent may have changed the tree meanwhile; the sort orders come from the server.
            if (added) reload();
          }}
        />
      )}
    </Stack>
  );
}

function EntryDialog({
  market,
  editing,
  onClose,
  onSaved,
}: {
  market: Market;
  editing: Editing;
  onClose: () => void;
  onSaved: (entry: OpsQaEntry, added: boolean) => void;
}) {
  const start = editing.mode === 'edit' ? editing.entry : undefined;
  const [texts, setTexts] = useState<Texts>(start?.texts ?? EMPTY_TEXTS);
  const [action, setAction] = useState<ActionType>((start?.actionType as ActionType) ?? 2);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (language: Language, field: keyof Texts[Language], value: string) =>
    setTexts((t) => ({ ...t, [language]: { ...t[language], [field]: value } }));

  const save = async () => {
    setError(null);
    const missing = LANGUAGES.find((l) => !texts[l].title.trim() || !texts[l].alias.trim());
    if (missing) {
      setError(`Give the ${LANGUAGE_NAME[missing]} title and short title.`);
      return;
    }
    setBusy(true);
    let saved: OpsQaEntry | undefined;
    if (editing.mode === 'add') {
      const result = await call(opsChatbotAdd, {
        market,
        pid: editing.pid,
        actionType: action,
        texts,
      });
      if (!result.ok) setError(result.message);
      else saved = result.data;
    } else {
      const result = await call(opsChatbotEdit, { id: editing.entry.id, texts });
      if (!result.ok) setError(result.message);
      else saved = result.data;
      if (saved && saved.actionType !== action) {
        const moved = await call(opsChatbotSetAction, { id: saved.id, actionType: action });
        if (!moved.ok) setError(moved.message);
        saved = moved.ok ? moved.data : saved;
      }
    }
    setBusy(false);
    if (saved) onSaved(saved, editing.mode === 'add');
  };

  const title =
    editing.mode === 'edit'
      ? 'Edit entry'
      : editing.pid === 0
        ? 'Add a first-level topic'
        : `Add under "${editing.parentTitle}"`;

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack>
        <Select
          label="Action type"
          data={ACTIONS}
          value={String(action)}
          onChange={(v) => v && setAction(Number(v) as ActionType)}
          allowDeselect={false}
        />
        <SimpleGrid cols={2}>
          {LANGUAGES.map((l) => (
            <Stack key={l} gap="xs" component="fieldset" style={{ border: 0, padding: 0 }}>
              <Text component="legend" fw={600}>
                {LANGUAGE_NAME[l]}
              </Text>
              <TextInput
                label="Title"
                required
                maxLength={200}
                value={texts[l].title}
                onChange={(e) => set(l, 'title', e.currentTarget.value)}
              />
              <TextInput
                label="Short title (chips)"
                required
                maxLength={80}
                value={texts[l].alias}
                onChange={(e) => set(l, 'alias', e.currentTarget.value)}
              />
              <Textarea
                label="Answer"
                description="What the bot says; answers only. Placeholders such as {phone} are kept."
                maxLength={2000}
                autosize
                minRows={3}
                value={texts[l].answer}
                onChange={(e) => set(l, 'answer', e.currentTarget.value)}
              />
              <TextInput
                label="Keywords"
                maxLength={500}
                value={texts[l].keywords}
                onChange={(e) => set(l, 'keywords', e.currentTarget.value)}
              />
            </Stack>
          ))}
        </SimpleGrid>
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
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
