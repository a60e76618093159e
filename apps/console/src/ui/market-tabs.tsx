import { Select, Stack, Tabs } from '@mantine/core';
import type { AnyEndpoint, RequestOf } from '@tenora/contract/endpoint';
import { OPS_PAGE_SIZE_MAX } from '@tenora/contract/ops';
import { useState, type ReactNode } from 'react';
import { call } from '../platform/api.ts';
import { useLoad } from '../platform/use-load.ts';

export type Market = 'IN' | 'ID';

/**
 * A desk's lists by state: a market filter above a tab per state. Only the tab in front is drawn,
 * so each list loads when it is shown.
 */
export function MarketTabs<T extends string>({
  tabs,
  list,
}: {
  tabs: readonly [{ value: T; label: string }, ...{ value: T; label: string }[]];
  list: (tab: T, market: Market | null) => ReactNode;
}) {
  const [tab, setTab] = useState<T>(tabs[0].value);
  const [market, setMarket] = useState<Market | null>(null);
  return (
    <Stack>
      <Select
        label="Market"
        placeholder="All markets"
        data={[
          { value: 'IN', label: 'India' },
          { value: 'ID', label: 'Indonesia' },
        ]}
        value={market}
        onChange={(v) => setMarket(v as Market | null)}
        clearable
        w={180}
      />
      <Tabs value={tab} onChange={(v) => v && setTab(v as T)}>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {tab === t.value && list(t.value, market)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/**
 * One tab's list, a page at a time, from a call that takes the tab's state, the market and paging.
 * A desk shows a long list: the contract's most.
 */
export function useTabList<E extends AnyEndpoint>(
  endpoint: E,
  state: string,
  market: Market | null,
) {
  const [page, setPage] = useState(1);
  const { loading, reload } = useLoad(
    (signal) =>
      call(
        endpoint,
        { state, market: market ?? undefined, page, pageSize: OPS_PAGE_SIZE_MAX } as RequestOf<E>,
        { signal },
      ),
    [state, market, page],
  );
  return { loading, reload, setPage };
}
