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
type Language = 'en-IN' | 'hi-IN' | 'id-ID';
type ActionType = 1 | 2 | 4;

const ACTIONS: { value: string; label: string }[] = [
  { value: '1', label: 'Category (opens its children)' },
  { value: '2', label: 'Answer' },
  { value: '4', label: 'Hand over to a person' },
];
const ACTION_NAME: Record<number, string> = { 1: 'Category', 2: 'Answer', 4: 'Hand-over' };
// India's borrowers may read the chatbot in Hindi (RBI, DPDP Act); Indonesia's entries have none.
const LANGUAGES: Record<Market, Language[]> = {
  IN: ['en-IN', 'hi-IN', 'id-ID'],
  ID: ['en-IN', 'id-ID'],
};
const LANGUAGE_NAME: Record<Language, string> = {
  'en-IN': 'English',
  'hi-IN': 'Hindi',
  'id-ID': 'Indonesian',
};
/** Hindi is optional: each empty text leaves the borrower the English one. */
const REQUIRED: Language[] = ['en-IN', 'id-ID'];

type Field = 'title' | 'alias' | 'answer' | 'keywords';
type Fields = Record<Field, string>;
type Texts = Record<Language, Fields>;
const EMPTY: Fields = { title: '', alias: '', answer: '', keywords: '' };
const EMPTY_TEXTS: Texts = { 'en-IN': EMPTY, 'hi-IN': EMPTY, 'id-ID': EMPTY };

/** The wire keeps Hindi beside `texts`, null where the borrower reads the English. */
const hindiOf = (entry: OpsQaEntry): Fields => ({
  title: entry.titleHi ?? '',
  alias: entry.aliasHi ?? '',
  answer: entry.answerHi ?? '',
  keywords: entry.keywordsHi ?? '',
});
const textsOf = (entry: OpsQaEntry): Texts => ({ ...entry.texts, 'hi-IN': hindiOf(entry) });

/**
 * What a borrower reading `language` sees: its own text, else the English. An Indonesian answer
 * left empty stays empty, as the tree has always shown it; only Hindi falls back text by text.
 */
function shown(entry: OpsQaEntry, language: Language, field: Field) {
  const own = language === 'hi-IN' ? hindiOf(entry)[field] : entry.texts[language][field];
  return own || (language !== 'hi-IN' && field !== 'title')
    ? { text: own, lang: language, fallback: false }
    : { text: entry.texts['en-IN'][field], lang: 'en-IN' as Language, fallback: true };
}

/** Empty Hindi goes as null, so the server stores "read the English" rather than ''. */
const hindiRequest = (hi: Fields) => ({
  titleHi: hi.title.trim() || null,
  aliasHi: hi.alias.trim() || null,
  answerHi: hi.answer.trim() || null,
  keywordsHi: hi.keywords.trim() || null,
});

/** What the edit dialog is doing: adding under a parent, or editing an entry. */
type Editing =
  { mode: 'add'; pid: number; parentTitle: string } | { mode: 'edit'; entry: OpsQaEntry };

export default function Chatbot() {
  const [market, setMarket] = useState<Market>('IN');
  const [chosen, setChosen] = useState<Language>('en-IN');
  // Hindi chosen for India reads English in Indonesia, and again Hindi back in India.
  const language = LANGUAGES[market].includes(chosen) ? chosen : 'en-IN';
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
            data={LANGUAGES[market].map((l) => ({ value: l, label: LANGUAGE_NAME[l] }))}
            value={language}
            onChange={(v) => setChosen(v as Language)}
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
          const heading = shown(entry, language, 'title');
          const answer = shown(entry, language, 'answer');
          const title = heading.text;
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
                  <span lang={heading.lang}>{title}</span>
                  {entry.actionType === 2 && answer.text && (
                    <Text span size="sm" c="dimmed" lang={answer.lang}>
                      {' '}
                      — {answer.text.slice(0, 90)}
                      {answer.text.length > 90 ? '…' : ''}
                    </Text>
                  )}
                </Text>
                {language === 'hi-IN' && (heading.fallback || (answer.fallback && answer.text)) && (
                  <Badge color="yellow" variant="light">
                    English shown
                  </Badge>
                )}
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
  const languages = LANGUAGES[market];
  const [texts, setTexts] = useState<Texts>(start ? textsOf(start) : EMPTY_TEXTS);
  const [action, setAction] = useState<ActionType>((start?.actionType as ActionType) ?? 2);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (language: Language, field: Field, value: string) =>
    setTexts((t) => ({ ...t, [language]: { ...t[language], [field]: value } }));

  const save = async () => {
    setError(null);
    const missing = REQUIRED.find((l) => !texts[l].title.trim() || !texts[l].alias.trim());
    if (missing) {
      setError(`Give the ${LANGUAGE_NAME[missing]} title and short title.`);
      return;
    }
    setBusy(true);
    const wire = {
      texts: { 'en-IN': texts['en-IN'], 'id-ID': texts['id-ID'] },
      // Every Hindi field goes, null included, so emptying one clears what was stored.
      ...(languages.includes('hi-IN') ? hindiRequest(texts['hi-IN']) : {}),
    };
    let saved: OpsQaEntry | undefined;
    if (editing.mode === 'add') {
      const result = await call(opsChatbotAdd, {
        market,
        pid: editing.pid,
        actionType: action,
        ...wire,
      });
      if (!result.ok) setError(result.message);
      else saved = result.data;
    } else {
      const result = await call(opsChatbotEdit, { id: editing.entry.id, ...wire });
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
    // Three languages side by side need more than the usual dialog's 780 px; 1,160 fits 1,280.
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={languages.length > 2 ? 1160 : 'xl'}
      centered
    >
      <Stack>
        <Select
          label="Action type"
          data={ACTIONS}
          value={String(action)}
          onChange={(v) => v && setAction(Number(v) as ActionType)}
          allowDeselect={false}
        />
        <SimpleGrid cols={languages.length}>
          {languages.map((l) => {
            const optional = !REQUIRED.includes(l);
            // An empty optional field is not left blank on the borrower's screen: they read the English.
            const instead = (field: Field) =>
              optional && !texts[l][field].trim()
                ? `Empty: borrowers reading ${LANGUAGE_NAME[l]} see the English.`
                : undefined;
            const answerNote =
              'What the bot says; answers only. Placeholders such as {phone} are kept.';
            return (
              <Stack key={l} gap="xs" component="fieldset" style={{ border: 0, padding: 0 }}>
                <Text component="legend" fw={600}>
                  {LANGUAGE_NAME[l]}
                  {optional && (
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' '}
                      (optional)
                    </Text>
                  )}
                </Text>
                <TextInput
                  label="Title"
                  required={!optional}
                  description={instead('title')}
                  lang={l}
                  maxLength={200}
                  value={texts[l].title}
                  onChange={(e) => set(l, 'title', e.currentTarget.value)}
                />
                <TextInput
                  label="Short title (chips)"
                  required={!optional}
                  description={instead('alias')}
                  lang={l}
                  maxLength={80}
                  value={texts[l].alias}
                  onChange={(e) => set(l, 'alias', e.currentTarget.value)}
                />
                <Textarea
                  label="Answer"
                  description={[answerNote, instead('answer')].filter(Boolean).join(' ')}
                  lang={l}
                  maxLength={2000}
                  autosize
                  minRows={3}
                  value={texts[l].answer}
                  onChange={(e) => set(l, 'answer', e.currentTarget.value)}
                />
                <TextInput
                  label="Keywords"
                  description={instead('keywords')}
                  lang={l}
                  maxLength={500}
                  value={texts[l].keywords}
                  onChange={(e) => set(l, 'keywords', e.currentTarget.value)}
                />
              </Stack>
            );
          })}
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
