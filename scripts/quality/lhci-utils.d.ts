// The part of lhci's report store that scripts/quality/lighthouse-collect.ts uses (lhci ships no types).
declare module "@lhci/utils/src/saved-reports.js" {
  export function saveLHR(lhr: string): Promise<void>
  export function clearSavedReportsAndLHRs(): void
}
