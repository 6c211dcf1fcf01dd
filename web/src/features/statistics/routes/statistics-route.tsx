import { StatisticsPage } from '../components/statistics-page';

/** /StatisticsPage (members only; the guard is in app/router). */
export default function StatisticsRoute() {
  return <StatisticsPage />;
}
