/**
 * Who may call what: the expected answer of every operation of the OpenAPI document for each
 * kind of caller, written once. authorization-matrix.int.test.ts sends a well-formed request
 * for every cell (path ids naming records of the first clinic) and compares the answer's status;
 * an operation without a row, or a row naming no operation, fails it.
 *
 * Written from the spec (1 §6, 2 §6) and the data rules (docs/api.md, "Authorization"), not
 * copied from the server's answers:
 * - no token: 401 on every operation that needs one; public operations answer as for anyone.
 * - a foreign id answers 404 (docs/api.md, "Authorization"): the owner of another clinic gets 404 for
 *   the first clinic's records, and its own clinic's (empty) lists and settings otherwise.
 * - owner-only routes (spec 1 §2: business profile) answer 403 to the other roles.
 * - staff only read the assessment (spec 1 §6): saving one is 403. Doctors and beauticians and
 *   the owner save (treatment only unless they are doctors; the request sends treatment only).
 * - onboarding once: a caller who already has a clinic cannot make another (400).
 * - files: the request reads and writes the clinic's logo, a public file (logo and photos are
 *   public); private medical files are the privacy part's tests.
 */
export const CALLERS = ['none', 'owner', 'doctor', 'beautician', 'staff', 'otherOwner'] as const;
export type Caller = (typeof CALLERS)[number];

/** A status class (`2xx`) where the exact success code is the route's business, else a code. */
export type ExpectedAnswer = '2xx' | 400 | 401 | 403 | 404;

type Row = readonly [
  none: ExpectedAnswer,
  owner: ExpectedAnswer,
  doctor: ExpectedAnswer,
  beautician: ExpectedAnswer,
  staff: ExpectedAnswer,
  otherOwner: ExpectedAnswer,
];

const OK = '2xx';
const PUBLIC: Row = [OK, OK, OK, OK, OK, OK];
const ANY_SIGNED_IN: Row = [401, OK, OK, OK, OK, OK];
const FIRST_CLINIC_RECORD: Row = [401, OK, OK, OK, OK, 404];

// prettier-ignore
export const AUTHORIZATION_MATRIX: Record<string, Row> = {
  //                              none  owner doctor beautician staff otherOwner
  checkHealth:                    PUBLIC,
  checkReadiness:                 PUBLIC,
  registerAccount:                PUBLIC,
  activateAccount:                PUBLIC,
  authenticate:                   PUBLIC,
  requestPasswordReset:           PUBLIC,
  validatePasswordResetKey:       PUBLIC,
  finishPasswordReset:            PUBLIC,
  confirmEmailChange:             PUBLIC,
  refreshTokens:                  PUBLIC,
  logout:                         PUBLIC,
  uploadFile:                     PUBLIC,
  readFile:                       PUBLIC,
  getBodyImage:                   PUBLIC,
  getAccount:                     ANY_SIGNED_IN,
  changePassword:                 ANY_SIGNED_IN,
  listOnboardingServices:         ANY_SIGNED_IN,
  listBusinessTypes:              ANY_SIGNED_IN,
  completeOnboarding:             [401, 400, 400, 400, 400, 400],
  getBusiness:                    ANY_SIGNED_IN,
  saveBusiness:                   [401, OK, 403, 403, 403, OK],
  getOnlineBookingSettings:       [401, OK, 403, 403, 403, OK],
  saveOnlineBookingSettings:      [401, OK, 403, 403, 403, OK],
  getQueueNumbering:              [401, OK, 403, 403, 403, OK],
  saveQueueNumbering:             [401, OK, 403, 403, 403, OK],
  getProfile:                     ANY_SIGNED_IN,
  saveProfile:                    ANY_SIGNED_IN,
  createUploadUrl:                ANY_SIGNED_IN,
  listPatients:                   ANY_SIGNED_IN,
  createPatient:                  ANY_SIGNED_IN,
  nextMedicalRecordNumber:        ANY_SIGNED_IN,
  getPatient:                     FIRST_CLINIC_RECORD,
  updatePatient:                  FIRST_CLINIC_RECORD,
  getPatientWithActiveVisit:      FIRST_CLINIC_RECORD,
  listPractitioners:              ANY_SIGNED_IN,
  startVisit:                     FIRST_CLINIC_RECORD,
  startVisitV2:                   FIRST_CLINIC_RECORD,
  listActiveVisits:               ANY_SIGNED_IN,
  getVisit:                       FIRST_CLINIC_RECORD,
  saveVisit:                      [401, OK, OK, OK, 403, 404],
  // The visit is the doctor's: a practitioner ends only their own (the beautician: 403).
  endVisit:                       [401, OK, OK, 403, OK, 404],
  listPatientVisits:              FIRST_CLINIC_RECORD,
  // The owner's download (data portability); another clinic's owner gets 404.
  exportPatientFhirBundle:        [401, OK, 403, 403, 403, 404],
  searchIcd10:                    ANY_SIGNED_IN,
  listAnnotationPhotos:           ANY_SIGNED_IN,
  listInactiveVisits:             ANY_SIGNED_IN,
  exportInactiveVisitsCsv:        ANY_SIGNED_IN,
  listPractitionerStats:          ANY_SIGNED_IN,
  exportPractitionerStatsCsv:     ANY_SIGNED_IN,
  // Staff: everyone reads; the owner adds (a new account: the other owner adds to
  // their own clinic), deactivates and reactivates the first clinic's member (spec 2 §6).
  listStaff:                      ANY_SIGNED_IN,
  getStaff:                       FIRST_CLINIC_RECORD,
  saveStaff:                      [401, OK, 403, 403, 403, OK],
  deactivateStaff:                [401, OK, 403, 403, 403, 404],
  activateStaff:                  [401, OK, 403, 403, 403, 404],

  // Schedules (the first clinic's doctor): a practitioner opens and saves only their
  // own (the beautician is refused the doctor's), staff read but never save, any role asks slots.
  getDoctorSchedule:              [401, OK, OK, 403, OK, 404],
  saveDoctorSchedule:             [401, OK, OK, 403, 403, 404],
  getAvailableSlots:              FIRST_CLINIC_RECORD,

  // Live events: every clinic role opens its clinic's stream (the other owner gets
  // their own clinic's, empty); what each hears is the events test's business.
  streamReservationEvents:        ANY_SIGNED_IN,

  // Public booking: no token needed, a token changes nothing (the first clinic,
  // published; each caller books its own slot and cancels its own booking by its signed link).
  listPublicServices:             PUBLIC,
  listPublishedClinics:           PUBLIC,
  listClinicsOfService:           PUBLIC,
  getPublicClinic:                PUBLIC,
  getPublicSlots:                 PUBLIC,
  createPublicReservation:        PUBLIC,
  getPublicReservation:           PUBLIC,
  downloadPublicReservationCalendar: PUBLIC,
  cancelPublicReservation:        PUBLIC,
  confirmPublicReservation:       PUBLIC,
  reschedulePublicReservation:    PUBLIC,

  // Reminders list every practitioner's patients: the front desk's (owner, staff) only.
  listReservationReminders:       [401, OK, 403, 403, OK, OK],
  // Recording a sent reminder is the same front desk's, on the clinic's reservation only.
  recordReservationReminderSend:  [401, OK, 403, 403, OK, 404],

  // The reservation service (the first clinic's doctor's reservations): practitioners
  // act on their own only (the beautician books onto the doctor's row: 403; reads or changes the
  // doctor's reservation: 404), everyone else of the clinic on any.
  getReservationData:             ANY_SIGNED_IN,
  getReservationDetail:           [401, OK, OK, 404, OK, 404],
  saveReservation:                [401, OK, OK, 403, OK, 404],
  updateReservation:              [401, OK, OK, 404, OK, 404],
  endReservationVisit:            [401, OK, OK, 404, OK, 404],
  transferReservationPatient:     [401, OK, OK, 404, OK, 404],
  rescheduleReservation:          [401, OK, OK, 404, OK, 404],
  // The next free slot of the doctor: practitioners ask for their own time only (the
  // beautician naming the doctor: 403, as booking onto his row is); another clinic's: 404.
  getNextFreeSlot:                [401, OK, OK, 403, OK, 404],
  // The doctor's week: practitioners read their own only (the beautician naming the doctor:
  // 403, as for the next free slot); another clinic's owner: 404.
  getReservationWeek:             [401, OK, OK, 403, OK, 404],
  // Every clinic role reads the clinic's patients, so their no-show count too.
  getPatientNoShows:              FIRST_CLINIC_RECORD,

  // Patients' packages (a package of a patient on the first clinic's doctor's visit):
  // every clinic role reads; practitioners use and undo on their own visits only (the
  // beautician on the doctor's: 404); releasing is the front desk's (practitioners: 403).
  usePatientPackage:              [401, OK, OK, 404, OK, 404],
  undoPatientPackageUse:          [401, OK, OK, 404, OK, 404],
  releasePatientPackage:          [401, OK, 403, 403, OK, 404],
  listPatientPackages:            ANY_SIGNED_IN,
  // Every role that reads the follow-up list may send its WhatsApp reminder and record it.
  recordPatientPackageReminderSend: FIRST_CLINIC_RECORD,
  getPatientPackage:              FIRST_CLINIC_RECORD,
  listPatientPackageHistory:      FIRST_CLINIC_RECORD,

  // The price list: every clinic role reads it (the payment form needs the options),
  // the owner alone writes it. The other owner reads and changes none of the first clinic's
  // rows (404), adds a category to their own clinic, and may not put the first clinic's category
  // or item on their own item or package (400 on the field).
  createItemCategory:             [401, OK, 403, 403, 403, OK],
  updateItemCategory:             [401, OK, 403, 403, 403, 404],
  listItemCategories:             FIRST_CLINIC_RECORD,
  getItemCategory:                FIRST_CLINIC_RECORD,
  deleteItemCategory:             [401, OK, 403, 403, 403, 404],
  listItemOptions:                FIRST_CLINIC_RECORD,
  createItem:                     [401, OK, 403, 403, 403, 400],
  updateItem:                     [401, OK, 403, 403, 403, 404],
  listItems:                      FIRST_CLINIC_RECORD,
  getItem:                        FIRST_CLINIC_RECORD,
  deleteItem:                     [401, OK, 403, 403, 403, 404],
  createPackage:                  [401, OK, 403, 403, 403, 400],
  updatePackage:                  [401, OK, 403, 403, 403, 404],
  listPackages:                   FIRST_CLINIC_RECORD,
  getPackage:                     FIRST_CLINIC_RECORD,
  deletePackage:                  [401, OK, 403, 403, 403, 404],

  // Payments of the first clinic's doctor's visit: practitioners pay and read their
  // own visits only (the beautician: 404), owner and staff any of the clinic's.
  savePayment:                    [401, OK, OK, 404, OK, 404],
  updatePayment:                  [401, OK, OK, 404, OK, 404],
  getPayment:                     [401, OK, OK, 404, OK, 404],
  // Refunds are the owner's and staff's: practitioners give no discount, so no money back.
  refundPayment:                  [401, OK, 403, 403, OK, 404],
  getVisitPaymentHistory:         [401, OK, OK, 404, OK, 404],

  // The payment history: every clinic role reads it and its PDF (practitioners locked
  // to their own rows, the other owner to their own clinic's); the CSV and XLSX are the owner's.
  listPaymentHistory:             ANY_SIGNED_IN,
  exportPaymentHistoryCsv:        [401, OK, 403, 403, 403, OK],
  exportPaymentHistoryXlsx:       [401, OK, 403, 403, 403, OK],
  exportPaymentHistoryPdf:        ANY_SIGNED_IN,
  printPaymentHistory:            ANY_SIGNED_IN,

  // Closing the day: every role closes its own and reads its own (the other owner their own
  // clinic's); a closing is read by its cashier and the clinic's owner (the first clinic's
  // closing is the owner's own: another cashier of the clinic gets 404, as for a foreign id).
  getOpenCashierFigures:          ANY_SIGNED_IN,
  closeCashier:                   ANY_SIGNED_IN,
  listCashClosings:               ANY_SIGNED_IN,
  getCashClosing:                 [401, OK, 404, 404, 404, 404],

  // SATUSEHAT: the owner links the clinic and manages its organizations and locations
  // (the other owner links and lists their own clinic; the first clinic's rows are 404 to them);
  // every role lists the locations (the start-visit dialog offers them).
  getSatuSehatIntegration:        [401, OK, 403, 403, 403, OK],
  saveSatuSehatIntegration:       [401, OK, 403, 403, 403, OK],
  listSatuSehatOrganizations:     [401, OK, 403, 403, 403, OK],
  getSatuSehatOrganization:       [401, OK, 403, 403, 403, 404],
  saveSatuSehatOrganization:      [401, OK, 403, 403, 403, 404],
  listSatuSehatLocations:         ANY_SIGNED_IN,
  getSatuSehatLocation:           [401, OK, 403, 403, 403, 404],
  saveSatuSehatLocation:          [401, OK, 403, 403, 403, 404],
  getVisitSatuSehatLink:          [401, OK, 403, 403, 403, 404],
  getPatientSatuSehatLink:        [401, OK, 403, 403, 403, 404],
  retrySatuSehatSend:             [401, OK, 403, 403, 403, 404],
};
