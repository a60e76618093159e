import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { opsFunnel, opsTemplateList, opsTemplateSave } from '@tenora/contract/ops';
import { LandingTemplateInput, type LandingTemplate } from '@tenora/contract/promotion';
import { useState } from 'react';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';
import { MARKET_NAMES } from '../ui/format.ts';
import { describeIssue } from '../ui/issues.ts';
import { Loaded } from '../ui/status.tsx';

const COPY = {
  headline: '',
  subline: '',
  amount: '',
  term: '',
  rate: '',
  repaymentDate: '',
  repaymentDateValue: '',
  apply: '',
  repayment: '',
  borrowAgain: '',
  extension: '',
};

/** What a new template starts from: every field, to be filled in. */
const BLANK = {
  id: 0,
  appName: '',
  images: { hero: '/', logo: '/' },
  offer: {
    amountMin: 0,
    amountMax: 0,
    termDaysMin: 1,
    termDaysMax: 1,
    interest: { per: 'year', bps: 0 },
  },
  copy: { 'en-IN': COPY, 'id-ID': COPY },
  downloads: { android: 'https://', ios: 'https://' },
};

/** The fields a save takes: the template less what the server derives (market, display name). */
function editable({ market: _m, appDisplayName: _d, ...input }: LandingTemplate) {
  return input;
}

export default function Templates() {
  return (
    <Stack>
      <Title order={2}>Landing templates</Title>
      <Tabs defaultValue="templates">
        <Tabs.List>
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
          <Tabs.Tab value="funnel">Funnel</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="templates" pt="md">
          <TemplateList />
        </Tabs.Panel>
        <Tabs.Panel value="funnel" pt="md">
          <Funnel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function TemplateList() {
  const { loading, reload } = useLoad((signal) => call(opsTemplateList, {}, { signal }), []);
  const [editing, setEditing] = useState<{ title: string; json: string } | null>(null);
  return (
    <Stack>
      <Group>
        <Button
          onClick={() =>
            setEditing({ title: 'New template', json: JSON.stringify(BLANK, null, 2) })
          }
        >
          New template
        </Button>
      </Group>
      <Loaded loading={loading} reload={reload}>
        {({ templates }) => (
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Id</Table.Th>
                <Table.Th>App</Table.Th>
                <Table.Th>Market</Table.Th>
                <Table.Th>Headline (English)</Table.Th>
                <Table.Th>Page</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {templates.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.id}</Table.Td>
                  <Table.Td>{t.appDisplayName}</Table.Td>
                  <Table.Td>{MARKET_NAMES[t.market]}</Table.Td>
                  <Table.Td>{t.copy['en-IN'].headline}</Table.Td>
                  <Table.Td>
                    <a href={`/registerTemplate?id=${t.id}`} target="_blank" rel="noreferrer">
                      Open
                    </a>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={`Edit template ${t.id}`}
                      onClick={() =>
                        setEditing({
                          title: `Template ${t.id}`,
                          json: JSON.stringify(editable(t), null, 2),
                        })
                      }
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {templates.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center">
                      No templates yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
      </Loaded>
      {editing && (
        <TemplateEditor
          {...editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

function TemplateEditor({
  title,
  json,
  onClose,
  onSaved,
}: {
  title: string;
  json: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [text, setText] = useState(json);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      setProblems([`This is not valid JSON: ${(e as Error).message}`]);
      return;
    }
    // The contract's own schema: the same check the server makes, before the round trip.
    const parsed = LandingTemplateInput.safeParse(value);
    if (!parsed.success) {
      setProblems(parsed.error.issues.map(describeIssue));
      return;
    }
    setProblems([]);
    setBusy(true);
    const result = await call(opsTemplateSave, parsed.data);
    setBusy(false);
    if (result.ok) onSaved();
    else setProblems([result.message]);
  };

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          The template as JSON. Amounts are in minor units; links are same-origin paths or https
          addresses on the app&apos;s hosts. Saving an existing id replaces that template.
        </Text>
        {problems.length > 0 && (
          <Alert color="red" title="The template cannot be saved" role="alert">
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Textarea
          label="Template (JSON)"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={16}
          maxRows={28}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          spellCheck={false}
        />
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

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function Funnel() {
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 6 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [templateId, setTemplateId] = useState('');
  const [asked, setAsked] = useState({ from, to, templateId });
  const id = Number(asked.templateId) || undefined;
  const { loading, reload } = useLoad(
    (signal) => call(opsFunnel, { from: asked.from, to: asked.to, templateId: id }, { signal }),
    [asked.from, asked.to, id],
  );
  return (
    <Stack>
      <Group
        align="flex-end"
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ from, to, templateId });
        }}
      >
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        <TextInput
          label="Template id (optional)"
          value={templateId}
          onChange={(e) => setTemplateId(e.currentTarget.value)}
          w={160}
        />
        <Button type="submit" variant="light">
          Show
        </Button>
      </Group>
      <Loaded loading={loading} reload={reload}>
        {({ rows }) => (
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                {[
                  'Template',
                  'utm_tag',
                  'Visits',
                  'Captchas',
                  'SMS sent',
                  'Clicks',
                  'Registered',
                  'Downloads',
                  'Agreements',
                ].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={`${r.templateId}-${r.utmTag}`}>
                  <Table.Td>{r.templateId}</Table.Td>
                  <Table.Td>{r.utmTag || '—'}</Table.Td>
                  <Table.Td>{r.visits}</Table.Td>
                  <Table.Td>{r.captchas}</Table.Td>
                  <Table.Td>{r.smsSent}</Table.Td>
                  <Table.Td>{r.clicks}</Table.Td>
                  <Table.Td>{r.registered}</Table.Td>
                  <Table.Td>{r.downloads}</Table.Td>
                  <Table.Td>{r.agreements}</Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={9}>
                    <Text c="dimmed" ta="center">
                      No visits in these days.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
      </Loaded>
    </Stack>
  );
}
