// The human format of `scan`: one line per finding, `path:line:column  TYPE  score  #hash`, in the
// `file:line:col` shape terminals and editors make clickable, then the summary. Names are escaped
// (safe-text.ts): a name cannot forge a line or send the terminal an escape sequence.
import { describeEvidence } from '../../deid/phi-evidence';
import type { ScanEvent } from '../scan';
import { escapeControl } from '../safe-text';
import { summaryLines } from '../summary';
import type { ExportMeta, FindingsWriter } from './types';

export function textWriter(meta: ExportMeta): FindingsWriter {
  return {
    begin: () => '',
    event(event: ScanEvent) {
      if (event.kind === 'skip') return '';
      const { findings } = event.result;
      const file = escapeControl(event.result.file);
      return findings
        .map((f) => {
          const text = meta.includesText && f.text !== undefined ? `  ${JSON.stringify(f.text)}` : '';
          const review = f.review ? `  review${f.rule && meta.explains !== true ? ` ${f.rule}` : ''}` : '';
          const why = meta.explains === true && f.rule !== undefined ? `  found by ${f.rule}: ${f.explanation ?? f.rule}${f.evidence !== undefined ? ` (${describeEvidence(f.evidence)})` : ''}` : '';
          return `${file}:${f.line}:${f.column}  ${f.type}  ${f.score.toFixed(2)}  #${f.hash}${review}${text}${why}\n`;
        })
        .join('');
    },
    end: (summary) => `${summaryLines(summary).join('\n')} (${meta.engine})\n`,
  };
}
