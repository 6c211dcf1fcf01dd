/**
 * The only module that imports Plotly. It is loaded with React.lazy from the statistics page, so
 * the partial Plotly bundle is a chunk of its own that no other route downloads.
 */
import Plotly from 'plotly.js-basic-dist-min';
import createPlotlyComponent from 'react-plotly.js/factory';
import type { Figure } from '../utils/figures';

const Plot = createPlotlyComponent(Plotly);

export default function DistributionChart({ figure }: { figure: Figure }) {
  return (
    <Plot
      data={figure.data}
      layout={figure.layout}
      config={figure.config}
      useResizeHandler
      className="distribution-chart__plot"
      style={{ width: '100%', height: `${figure.layout.height ?? 300}px` }}
    />
  );
}
