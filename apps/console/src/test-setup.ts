import { configure } from '@testing-library/dom';

// A console page's first answer can take over a second to draw while the machine runs the other
// test projects beside it (Mantine's first render is the slow part); waiting five seconds for it
// keeps a busy run from failing a page that works.
configure({ asyncUtilTimeout: 5000 });
