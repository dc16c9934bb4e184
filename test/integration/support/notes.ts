// Invented clinical notes for the tests (no real people). Each PHI and concept below is detected by the
// local engine.
export const NOTE = `DISCHARGE SUMMARY
Patient: Maria Gonzalez   MRN: 00482913   DOB: 03/14/1957
Admitted: 02/02/2024   Attending: Dr. Alan Whitfield, Riverside General Hospital
Phone: (555) 201-4433   Address: 42 Elm Street, Springfield, IL 62704

History: 66-year-old woman with type 2 diabetes mellitus, hypertension and chronic kidney disease
presented with chest pain and shortness of breath. Troponin was elevated. ECG showed atrial fibrillation.
She was started on metoprolol and apixaban. Echocardiogram showed mild mitral regurgitation.
Plan: follow up with cardiology in two weeks; continue metformin and lisinopril.
`;

const NAMES = ['Maria Gonzalez', 'Robert Chen', 'Aisha Okafor', 'Tomasz Nowak', 'Helen Brooks', 'Daniel Reyes'];
const DOCTORS = ['Alan Whitfield', 'Priya Raman', 'Samuel Ortiz', 'Grace Lindqvist'];

/** A long note (over `minChars`): numbered visits, each with its own patient, doctor, date and phone. */
export function longNote(minChars: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < minChars; i++) {
    const name = NAMES[i % NAMES.length] ?? 'Maria Gonzalez';
    const doctor = DOCTORS[i % DOCTORS.length] ?? 'Alan Whitfield';
    const day = String((i % 27) + 1).padStart(2, '0');
    const visit =
      `Visit ${i + 1}: Patient: ${name} was seen on 03/${day}/2024 by Dr. ${doctor}. Phone: (555) 201-${String(1000 + i).slice(-4)}.\n` +
      'She reports chest pain and shortness of breath; known hypertension and type 2 diabetes mellitus. ' +
      'Continue metformin and lisinopril. ECG showed atrial fibrillation.\n\n';
    parts.push(visit);
    length += visit.length;
  }
  return parts.join('');
}
