import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import LoginPage from './routes/account/LoginPage';
import { loadDashboardHomePage, loadDashboardLayout } from './routes/dashboard/preload';

/*
 * The route table (spec 1 §2, §2.1). Only routes whose pages exist are registered; anything else
 * falls through to the not-found page. Every page is its own chunk so the login page does not carry
 * the dashboard's code; sign-in comes with the app's first load instead, so the browser fetches it
 * with the app rather than one round trip later (139.8 KB in 15 files for /login instead of
 * 146.1 KB in 38; docs/performance.md). The landing page is a chunk of its own (with its texts)
 * that `/`, rendered ahead, preloads with the app (scripts/prerender.mjs): /login never runs it.
 */
const LandingPage = lazy(() => import('./routes/public/LandingPage'));
const NotFoundPage = lazy(() => import('./routes/public/NotFoundPage'));
const RegisterPage = lazy(() => import('./routes/account/RegisterPage'));
const ActivatePage = lazy(() => import('./routes/account/ActivatePage'));
const ForgotPasswordPage = lazy(() => import('./routes/account/ForgotPasswordPage'));
const ResetFinishPage = lazy(() => import('./routes/account/ResetFinishPage'));
const ConfirmEmailPage = lazy(() => import('./routes/account/ConfirmEmailPage'));
const OnboardingPage = lazy(() => import('./routes/onboarding/OnboardingPage'));
const FirstPasswordPage = lazy(() => import('./routes/account/FirstPasswordPage'));
const DashboardLayout = lazy(loadDashboardLayout);
const DashboardHomePage = lazy(loadDashboardHomePage);
const ProfilePage = lazy(() => import('./routes/dashboard/ProfilePage'));
const ChangePasswordPage = lazy(() => import('./routes/dashboard/ChangePasswordPage'));
const BusinessProfilePage = lazy(() => import('./routes/dashboard/BusinessProfilePage'));
const PatientListPage = lazy(() => import('./routes/patients/PatientListPage'));
const PatientFormPage = lazy(() => import('./routes/patients/PatientFormPage'));
const ActiveVisitsPage = lazy(() => import('./routes/visits/ActiveVisitsPage'));
const AssessmentPage = lazy(() => import('./routes/visits/AssessmentPage'));
const HistoryVisitPage = lazy(() => import('./routes/history/HistoryVisitPage'));
const ReportVisitPage = lazy(() => import('./routes/history/ReportVisitPage'));
const PatientHistoryPage = lazy(() => import('./routes/history/PatientHistoryPage'));
const StaffListPage = lazy(() => import('./routes/staff/StaffListPage'));
const StaffFormPage = lazy(() => import('./routes/staff/StaffFormPage'));
const DoctorSchedulePage = lazy(() => import('./routes/schedule/DoctorSchedulePage'));
const ReservationPage = lazy(() => import('./routes/reservations/ReservationPage'));
// The patient package follow-up list and a package's detail.
const PatientPackageListPage = lazy(
  () => import('./routes/patient-packages/PatientPackageListPage'),
);
const PatientPackageDetailPage = lazy(
  () => import('./routes/patient-packages/PatientPackageDetailPage'),
);
// The price list (categories, items, packages).
const CatalogueListPage = lazy(() => import('./routes/catalogue/CatalogueListPage'));
const CatalogueFormPage = lazy(() => import('./routes/catalogue/CatalogueFormPage'));
// The invoice and the thermal receipts, printed without the main layout.
const PrintInvoicePage = lazy(() => import('./routes/print/PrintInvoicePage'));
const PrintReceiptPage = lazy(() => import('./routes/print/PrintReceiptPage'));
const PrintPaymentHistoryPage = lazy(() => import('./routes/print/PrintPaymentHistoryPage'));
const PrintCashClosingPage = lazy(() => import('./routes/print/PrintCashClosingPage'));

// The payment history page.
const PaymentHistoryPage = lazy(() => import('./routes/payments/PaymentHistoryPage'));
// Closing the day (tutup kasir), reached from the payment history.
const CashClosingPage = lazy(() => import('./routes/payments/CashClosingPage'));
// The owner's SATUSEHAT screens.
const CredentialPage = lazy(() => import('./routes/satusehat/CredentialPage'));
const SatusehatListPage = lazy(() => import('./routes/satusehat/SatusehatListPage'));
const SatusehatFormPage = lazy(() => import('./routes/satusehat/SatusehatFormPage'));

// Written as loops: every route here is in the first load of every page, /login's included.
const FORM_MODES = ['add', 'edit', 'detail'] as const;
const CATALOGUE_ROUTES = [
  ['category', 'category-item'],
  ['item', 'item'],
  ['package', 'package'],
] as const;
const SATUSEHAT_KINDS = ['organization', 'location'] as const;

// The public booking pages, each its own chunk (the sign-in page's first load stays as it is).
const PatientPage = lazy(() => import('./routes/booking/PatientPage'));
const ReservationPatientPage = lazy(() => import('./routes/booking/ReservationPatientPage'));
const ReservationSuccessPage = lazy(() => import('./routes/booking/ReservationSuccessPage'));
const ReservationCancelPage = lazy(() => import('./routes/booking/ReservationCancelPage'));
const ReservationConfirmPage = lazy(() => import('./routes/booking/ReservationConfirmPage'));
const TemplateEmailPage = lazy(() => import('./routes/booking/TemplateEmailPage'));

/** The top-level area a path belongs to ('' for the landing page, 'dashboard', 'login'...). */
export function areaOf(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/account/activate" element={<ActivatePage />} />
      <Route path="/account/reset/finish" element={<ResetFinishPage />} />
      <Route path="/account/email/confirm" element={<ConfirmEmailPage />} />
      <Route path="/onboarding" element={<OnboardingPage />} />
      <Route path="/first-password" element={<FirstPasswordPage />} />
      <Route path="/pasien" element={<PatientPage />} />
      <Route path="/reservation-pasien" element={<ReservationPatientPage />} />
      <Route path="/reservation-success" element={<ReservationSuccessPage />} />
      <Route path="/reservation-cancel" element={<ReservationCancelPage />} />
      <Route path="/reservation-confirm" element={<ReservationConfirmPage />} />
      <Route path="/template-email" element={<TemplateEmailPage />} />
      <Route path="/print-invoice" element={<PrintInvoicePage />} />
      <Route path="/print-receipt" element={<PrintReceiptPage />} />
      <Route path="/print-payment-history" element={<PrintPaymentHistoryPage />} />
      <Route path="/print-cash-closing" element={<PrintCashClosingPage />} />
      <Route path="/dashboard" element={<DashboardLayout />}>
        <Route index element={<DashboardHomePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="change-password" element={<ChangePasswordPage />} />
        <Route path="business-profile" element={<BusinessProfilePage />} />
        <Route path="patient" element={<PatientListPage />} />
        <Route path="patient/add-patient" element={<PatientFormPage mode="add" />} />
        <Route path="patient/edit-patient" element={<PatientFormPage mode="edit" />} />
        <Route path="patient/detail-patient" element={<PatientFormPage mode="detail" />} />
        <Route path="active-visit" element={<ActiveVisitsPage />} />
        <Route path="active-visit/assesment" element={<AssessmentPage />} />
        <Route path="history-visit" element={<HistoryVisitPage />} />
        <Route path="report-visit" element={<ReportVisitPage />} />
        <Route path="history" element={<PatientHistoryPage />} />
        <Route path="user-clinic" element={<StaffListPage />} />
        <Route path="user-clinic/add-user-clinic" element={<StaffFormPage mode="add" />} />
        <Route path="user-clinic/edit-user-clinic" element={<StaffFormPage mode="edit" />} />
        <Route path="user-clinic/detail-user-clinic" element={<StaffFormPage mode="detail" />} />
        <Route path="user-clinic/schedule-doctor-clinic" element={<DoctorSchedulePage />} />
        <Route path="reservation" element={<ReservationPage />} />
        <Route path="patient-package" element={<PatientPackageListPage />} />
        <Route
          path="patient-package/detail-patient-package"
          element={<PatientPackageDetailPage />}
        />
        {/* The list and its add, edit and detail pages of each master data kind (spec 1 §2.2). */}
        {CATALOGUE_ROUTES.map(([kind, base]) => [
          <Route key={base} path={base} element={<CatalogueListPage kind={kind} />} />,
          ...FORM_MODES.map((mode) => (
            <Route
              key={`${base}/${mode}`}
              path={`${base}/${mode}-${base}`}
              element={<CatalogueFormPage kind={kind} mode={mode} />}
            />
          )),
        ])}
        <Route path="payment" element={<PaymentHistoryPage />} />
        <Route path="cash-closing" element={<CashClosingPage />} />
        <Route path="credential" element={<CredentialPage />} />
        {/* The SATUSEHAT organizations and locations: a list and its forms each (spec 2 §2.13). */}
        {SATUSEHAT_KINDS.map((kind) => [
          <Route key={kind} path={kind} element={<SatusehatListPage kind={kind} />} />,
          ...FORM_MODES.map((mode) => (
            <Route
              key={`${kind}/${mode}`}
              path={`${kind}/${mode}-${kind}`}
              element={<SatusehatFormPage kind={kind} mode={mode} />}
            />
          )),
        ])}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
