import { Title } from '@mantine/core';

export default function Page() {
  return <Title order={2}>complaint</Title>;
}
