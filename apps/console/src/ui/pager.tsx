import { Group, Pagination, Text } from '@mantine/core';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {total} in all
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
