/** The partial Plotly bundle (bar, scatter, pie) ships without types; only its object is passed on. */
declare module 'plotly.js-basic-dist-min' {
  const Plotly: object;
  export default Plotly;
}
