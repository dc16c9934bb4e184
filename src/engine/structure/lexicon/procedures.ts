// Built-in procedures, tests and therapies. Where the codes come from: CUIs written by us from our own
// knowledge of UMLS (the shared vocabulary sources do not cover procedures, so they are unverifiable there
// and the set is kept modest). CPT codes only where we are certain of the code and the code's meaning
// matches the concept (CPT descriptors abbreviated in `name`). No ICD10/SNOMED codes.
import { conceptsOf } from './types';

const p = conceptsOf('Procedures');

export const PROCEDURES = [
  p('C0009378', 'Colonoscopy', { cpt: [['45378', 'Colonoscopy, flexible; diagnostic']] }),
  p('C0079304', 'Esophagogastroduodenoscopy', { abbr: ['EGD'], syn: ['upper endoscopy', 'upper GI endoscopy', 'oesophagogastroduodenoscopy'] }),
  p('C0014245', 'Endoscopy'),
  p('C0006290', 'Bronchoscopy'),
  p('C0031150', 'Laparoscopy'),
  p('C0003611', 'Appendectomy', { syn: ['appendicectomy'] }),
  p('C0008320', 'Cholecystectomy'),
  p('C0009274', 'Colectomy'),
  p('C0020699', 'Hysterectomy'),
  p('C0024881', 'Mastectomy'),
  p('C0040145', 'Thyroidectomy'),
  p('C0040423', 'Tonsillectomy'),
  p('C0040590', 'Tracheostomy'),
  p('C0002688', 'Amputation'),
  p('C0042387', 'Vasectomy'),
  p('C0007867', 'Cesarean section', { abbr: ['C-section'], syn: ['caesarean section', 'cesarean delivery'] }),
  p('C0086511', 'Total knee replacement', { abbr: ['TKA', 'TKR'], syn: ['total knee arthroplasty', 'knee replacement'], cpt: [['27447', 'Arthroplasty, knee, condyle and plateau; medial AND lateral compartments (total knee arthroplasty)']] }),
  p('C0010055', 'Coronary artery bypass graft', { abbr: ['CABG'], syn: ['coronary artery bypass surgery', 'coronary artery bypass grafting'] }),
  p('C1532338', 'Percutaneous coronary intervention', { abbr: ['PCI'] }),
  p('C0018795', 'Cardiac catheterization', { syn: ['heart catheterization', 'cardiac catheterisation'] }),
  p('C0013778', 'Cardioversion', { syn: ['electrical cardioversion'] }),
  p('C1623258', 'Electrocardiography', { abbr: ['ECG', 'EKG'], syn: ['electrocardiogram'], cpt: [['93000', 'Electrocardiogram, routine ECG with at least 12 leads; with interpretation and report']] }),
  p('C0013516', 'Echocardiography', { abbr: ['TTE'], syn: ['echocardiogram', 'echo'] }),
  p('C0013819', 'Electroencephalography', { abbr: ['EEG'], syn: ['electroencephalogram'] }),
  p('C0040405', 'Computed tomography', { abbr: ['CT'], syn: ['CT scan', 'CAT scan', 'computerized tomography'] }),
  p('C0024485', 'Magnetic resonance imaging', { abbr: ['MRI'], syn: ['MRI scan'] }),
  p('C0039985', 'Chest X-ray', { abbr: ['CXR'], syn: ['chest radiograph', 'chest x ray', 'chest radiography'] }),
  p('C0041618', 'Ultrasonography', { syn: ['ultrasound', 'sonography'] }),
  p('C0024671', 'Mammography', { syn: ['mammogram'] }),
  p('C0005558', 'Biopsy'),
  p('C0037943', 'Lumbar puncture', { abbr: ['LP'], syn: ['spinal tap', 'spinal puncture'] }),
  p('C0021932', 'Endotracheal intubation', { syn: ['intubation', 'tracheal intubation'] }),
  p('C0199470', 'Mechanical ventilation'),
  p('C0019004', 'Hemodialysis', { syn: ['haemodialysis'] }),
  p('C0011946', 'Dialysis'),
  p('C0005841', 'Blood transfusion', { syn: ['transfusion'] }),
  p('C0392920', 'Chemotherapy', { syn: ['chemo'] }),
  p('C1522449', 'Radiation therapy', { syn: ['radiotherapy'] }),
  p('C0949766', 'Physical therapy', { syn: ['physiotherapy'] }),
  p('C0042196', 'Vaccination', { syn: ['immunization', 'immunisation'] }),
  p('C0009555', 'Complete blood count', { abbr: ['CBC'], syn: ['full blood count'], cpt: [['85025', 'Blood count; complete (CBC), automated and automated differential WBC count']] }),
  p('C0042014', 'Urinalysis', { syn: ['urine analysis'] }),
  p('C0200949', 'Blood culture', { syn: ['blood cultures'] }),
];
