import '@mantine/charts/styles.css';

// The chunk the lazy bar chart loads: Mantine's chart over recharts, with its styles.
export { BarChart } from '@mantine/charts';
