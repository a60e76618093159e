import { Group, Pagination, Text } from '@mantine/core';

export function Pager({
  page,
  pageSize,
  total,
  capped = false,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** More rows match than `total`: the server stopped counting there (decision 109). */
  capped?: boolean | undefined;
  onPage: (page: number) => void;
}) {
  // Past a capped count there is at least one row more, so one page more.
  const pages = Math.max(1, Math.ceil((total + (capped ? 1 : 0)) / pageSize));
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {`${total.toLocaleString('en-GB')}${capped ? '+' : ''} in all`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
          })}
          getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
        />
      )}
    </Group>
  );
}
