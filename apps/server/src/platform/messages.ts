import { formatDate, formatDateTime } from '@tenora/domain/dates';
import type { Locale, Market } from '@tenora/domain/market';
import hi from './messages-hi-IN.ts';

/** A daily band of India's penal charges, as the key fact statement lists it. */
export interface PenalBand {
  rate: string;
  from: number;
  /** Null for the last band, which has no end. */
  to: number | null;
}

/** "a, b and c" in the catalogue's language. */
function joinAnd(items: string[], and: string): string {
  if (items.length < 3) return items.join(` ${and} `);
  return `${items.slice(0, -1).join(', ')}, ${and} ${items[items.length - 1]}`;
}

/**
 * Every message the server puts in an envelope, in both languages. The English catalogue defines
 * the keys; the Indonesian one must have exactly the same, or the build fails.
 */
const en = {
  'field.required': (f: string) => `Please fill in ${f}.`,
  'field.wholeNumber': (f: string) => `${f} must be a whole number.`,
  'field.text': (f: string) => `${f} must be text.`,
  'field.tooLong': (f: string, max: number) => `${f} must be at most ${max} characters.`,
  'field.tooShort': (f: string, min: number) => `${f} must be at least ${min} characters.`,
  'field.tooSmall': (f: string, min: number) => `${f} must be at least ${min}.`,
  'field.tooLarge': (f: string, max: number) => `${f} must be at most ${max}.`,
  'field.oneOf': (f: string, values: string) => `${f} must be one of: ${values}.`,
  'field.format': (f: string) => `${f} is not in the right format.`,
  'field.invalidText': (f: string) => `${f} contains characters that cannot be used.`,
  'field.date': (f: string) => `${f} must be a date that exists, written YYYY-MM-DD.`,
  'request.unreadable': () => 'We could not read that request. Please try again.',
  'request.unauthenticated': () => 'Your session has ended. Please sign in again.',
  'request.notFound': () => 'We could not find what you asked for.',
  'request.forbidden': () => 'You may not do this.',
  'request.tooLarge': () => 'That is too large to send.',
  'request.tooSlow': () =>
    'The request took too long to arrive. Please check your connection and try again.',
  'request.headersTooLarge': () =>
    "The request's headers are too large. Please clear this site's cookies and try again.",
  'request.tooMany': () => 'Too many attempts. Please wait a moment and try again.',
  'request.server': () => 'Something went wrong on our side. Please try again.',
  'request.unavailable': () => 'Tenora is restarting. Please try again in a few seconds.',
  'sms.notSentNow': () => 'We could not send the SMS just now. Please try again in a moment.',
  'request.busy': () => 'Tenora is busy right now. Please try again in a few seconds.',
  'app.unknown': () => 'This app is not recognised. Please update the app and try again.',
  'phone.invalid': () => 'Please enter a valid mobile number.',
  'email.invalid': () => 'Please enter a valid e-mail address.',
  'language.notSpoken': () =>
    'This language is not offered where your loan account is. Choose one of the languages the app shows.',
  'bankAccount.field.holderName': () =>
    'Enter the name on the account as your bank has it (letters only).',
  'bankAccount.field.accountNumber': () =>
    'Enter your account number: 9 to 18 digits, as on your passbook or cheque.',
  'bankAccount.field.bankCode': () =>
    "Enter your branch's IFSC: 11 characters, like HDFC0001234 (the fifth is a zero).",
  'bankAccount.tooMany': (minutes: number) =>
    `You have changed your bank account several times. Please try again in ${minutes} min.`,
  'bankAccount.locked': () =>
    'Your loan is being paid into this account right now, so it cannot be changed until that is done.',
  'bankAccount.unavailable': () =>
    'We could not check this account with your bank just now. Nothing was changed; please try again in a few minutes.',
  'bankAccount.notConfirmed': () =>
    'Your bank could not confirm this account. Check the number, the IFSC and the name, then save it again.',
  'product.notFound': () => 'This loan product is not available.',
  'product.closedButton': () => 'Full today',
  'product.underReview': () => 'Application under review',
  'product.overLimit': () => 'Above your available limit',
  'product.overLimitWhy': () =>
    'Your available limit is below the smallest loan of this product. Choose another loan, or repay one you have to free your limit.',
  'product.upToLimit': (min: string, max: string) => `${min} – ${max} (your available limit)`,
  'product.closed': () =>
    'Applications for this product are full today. Please try again tomorrow.',
  'loan.amountOutOfRange': (min: string, max: string) => `Choose an amount from ${min} to ${max}.`,
  'loan.termNotOffered': () => 'That term is not offered for this loan.',
  'loan.pricingUnavailable': () => 'This loan cannot be priced right now. Please try again later.',
  'loan.row.amount': () => 'Loan amount',
  'loan.row.term': () => 'Term',
  'loan.row.interest': () => 'Interest rate',
  'loan.row.fee': () => 'Processing fee',
  'loan.row.feeTax': (rate: string) => `GST on fee (${rate})`,
  'loan.row.net': () => 'Amount credited to you',
  'loan.row.totalInterest': () => 'Total interest',
  'loan.row.total': () => 'Total to repay',
  'loan.row.apr': () => 'Annual percentage rate (APR)',
  'loan.days': (n: number) => `${n} days`,
  'loan.perYear': (rate: string) => `${rate} a year`,
  'loan.perDay': (rate: string) => `${rate} a day`,
  'loan.detail1': (net: string) => `${net} will be credited to your bank account`,
  'loan.detail2': (total: string, count: number) =>
    count === 1 ? `Repay ${total} in one payment` : `Repay ${total} in ${count} instalments`,
  'loan.instalment': (n: number, of: number) => `Instalment ${n} of ${of}`,
  'loan.instalmentParts': (principal: string, interest: string) =>
    `Principal ${principal} + interest ${interest}`,
  'loan.apr': (apr: string) => `APR ${apr}`,
  'loan.popTitle': () => 'Before you confirm',
  'loan.popContent': () =>
    'Please read the loan agreement. By confirming you accept it and the key facts shown.',
  'loan.note': (days: number, kept: string | null) =>
    `You can cancel within ${days} days of disbursal by repaying the principal and the interest for the days used, with no penalty.${kept === null ? '' : ` The processing fee and its GST (${kept} together), deducted when the money is paid out, are one-time and are not refunded if you cancel.`}`,
  'doc.agreement': () => 'Loan agreement',
  'doc.keyFacts': () => 'Key fact statement',
  'doc.notFound': () => 'We could not find that document.',
  'penal.in': (fee: string) =>
    `Penal charge of ${fee}, the same for every borrower, once the instalment is overdue.`,
  'penal.inDaily': (bands: PenalBand[]) =>
    `Plus ${joinAnd(
      bands.map(
        (b, i) =>
          `${b.rate}${i === 0 ? ' of the unpaid amount' : ''} a day ${b.to === null ? `from day ${b.from}` : `for days ${b.from} to ${b.to}`}`,
      ),
      'and',
    )}.`,
  'penal.inCap': (share: string) =>
    `Penal charges are simple: they are never charged on earlier penal charges, and together they never exceed ${share} of the overdue principal (the principal of the overdue instalments still unpaid).`,
  'penal.id': (rate: string) => `Late fee of ${rate} of the unpaid amount a day.`,
  'penal.idCap': () =>
    'All fees, interest and late fees together never exceed 100% of the loan amount.',
  'doc.partiesHeading': () => 'Parties',
  'doc.parties': (lender: string) =>
    `This agreement is between ${lender} (the lender) and you (the borrower), made in the Tenora app.`,
  'doc.loanHeading': () => 'The loan',
  'doc.repaymentHeading': () => 'Repayment',
  'doc.prepaymentHeading': () => 'Early repayment',
  'doc.prepayment': (window: { opensDay: number; termShare: string; minDay: number } | null) =>
    `${
      window === null
        ? 'You may repay the whole loan early at any time.'
        : `You may repay the whole loan early from day ${window.opensDay} after disbursal (once ${window.termShare} of the term has passed, and not before day ${window.minDay}).`
    } You then pay the principal, interest only up to the day you repay, and anything already due; there is no charge for repaying early.`,
  'doc.penalHeading': () => 'Penal charges',
  'doc.coolingOffHeading': () => 'Cooling-off period',
  'doc.grievanceHeading': () => 'Grievance redressal officer',
  'kfs.interestType': (rate: string) =>
    `Fixed: ${rate}, charged on the principal still unpaid for each instalment period (reducing balance). It does not change during the loan.`,
  'kfs.aprConvention': () =>
    'The APR is the yearly cost of the loan, interest and fees together: the rate per instalment period that the amount you receive earns against your instalments, times the number of instalment periods in a year (the RBI key fact statement method).',
  'kfs.fee.processing': () => 'Processing fee',
  'kfs.fee.tax': (rate: string) => `GST on the processing fee (${rate})`,
  'kfs.to.lender': (lender: string) => `Paid to ${lender} (the lender)`,
  'kfs.to.government': () => 'Collected for the Government of India (GST)',
  'kfs.foreclosure': () =>
    'Foreclosure and prepayment charges: none. Repaying early costs only the principal, interest up to the day you repay and anything already due.',
  'kfs.lspNone': (lender: string) =>
    `Lending service provider: none. ${lender} lends to you directly through this app.`,
  'kfs.lsp': (name: string, lender: string) =>
    `Lending service provider: ${name} operates this app for ${lender}. It is not engaged to recover overdue amounts.`,
  'kfs.recovery': (lender: string) =>
    `Recovery: if an instalment is overdue, ${lender} will remind you by app, SMS and phone. If it engages a recovery agent, you will be told the agent's name in advance; agents follow the RBI's fair practices code and may call only between 8 am and 7 pm, never to threaten or shame.`,
  'kfs.grievanceWhere': (section: number) =>
    `How to complain, and to whom, is set out in section ${section} of the loan agreement.`,
  'kfs.escalation': () =>
    'If your complaint is not answered within 30 days, or you are not satisfied with the answer, you may go to the RBI Ombudsman (cms.rbi.org.in).',
  'kfs.scheduleLine': (
    label: string,
    date: string,
    total: string,
    principal: string,
    interest: string,
    outstanding: string,
  ) =>
    `${label}, ${date}: ${total} (principal ${principal}, interest ${interest}); principal outstanding after it: ${outstanding}`,
  'doc.recoveryHeading': () => 'Recovery of overdue amounts',
  'doc.providerHeading': () => 'Lending service provider',
  'doc.feesHeading': () => 'Fees and who receives them',
  'doc.otherChargesHeading': () => 'Extensions and other charges',
  'kfs.feeLine': (name: string, amount: string, recipient: string) =>
    `${name}: ${amount}. ${recipient}. One-time, deducted from the amount paid out.`,
  'kfs.extension': (rate: string, days: number, max: number) =>
    `Extension fee: ${rate} of the principal still unpaid for each extension of the due date by ${days} days, at most ${max} per loan, charged only if you ask for an extension.`,
  'kfs.extensionCap': (rate: string) =>
    `An extension fee never passes ${rate} a day of the principal still unpaid over the days it adds, and with every other cost of the loan it never passes 100% of the loan amount: a fee that would is priced down to the limit.`,
  'kfs.extensionNone': () => 'Extensions: not offered on this loan.',
  'kfs.loanNumber': (n: number | null): string =>
    n === null
      ? 'Loan account number: given when you confirm the loan.'
      : `Loan account number: ${n}`,
  'kfs.validity': (date: string) =>
    `These terms are offered until ${date}: confirm by then to take the loan on them.`,
  'kfs.part1': () => 'Part 1. Interest rate and fees or charges',
  'kfs.part2': () => 'Part 2. Other qualitative information',
  'kfs.loanType': () => 'Type of loan: personal loan, unsecured, made digitally.',
  'kfs.sanctioned': (amount: string) => `Sanctioned loan amount: ${amount}.`,
  'kfs.disbursal': () =>
    'Disbursal schedule: 100% upfront, in one payment into your own bank account, less the fees below.',
  'kfs.term': (days: number) => `Loan term: ${days} days.`,
  'kfs.instalmentBullet': (date: string) =>
    `Instalments: one repayment of principal and interest at the end of the term, on ${date}.`,
  'kfs.instalmentEqual': (count: number, every: number, first: string) =>
    `Instalments: ${count}, about every ${every} days, each an equal share of the principal with the interest on the principal still unpaid; repayment starts on ${first}. The schedule below gives each date and amount.`,
  'kfs.floating': () => 'Floating rate: not applicable; the rate is fixed for the whole loan.',
  'kfs.feesItem': () =>
    'Fees and charges, each with who receives it (the lender, or a third party through the lender):',
  'kfs.aprItem': (apr: string) => `Annual Percentage Rate (APR): ${apr}.`,
  'kfs.contingent': () => 'Contingent charges:',
  'kfs.switching': () => 'Charges for switching between floating and fixed rates: not applicable.',
  'kfs.anyOther': () => 'Any other charges: none.',
  'kfs.recoveryClause': (section: number) =>
    `Recovery agents: section ${section} of the loan agreement.`,
  'kfs.officer': (officer: string) =>
    `Nodal grievance redressal officer (name, e-mail, phone): ${officer}.`,
  'kfs.transfer': (yes: boolean): string =>
    yes
      ? 'Transfer to another lender or securitisation: yes, the loan may be transferred or securitised; you will be told.'
      : 'Transfer to another lender or securitisation: no.',
  'kfs.coLending': (lender: string) =>
    `Co-lending or other collaborative lending: not applicable; ${lender} funds the whole loan.`,
  'kfs.digital': () => 'Digital loans:',
  'kfs.annexApr': () => 'Annex. How the APR is computed',
  'kfs.annexSchedule': () => 'Annex. Repayment schedule',
  'riplay.licence': (lender: string, registration: string) => `${lender}, ${registration}.`,
  'riplay.funder': (lender: string) =>
    `Who funds the loan: ${lender} itself, from its own funds; no other lender takes part.`,
  'riplay.features': () => 'Features and costs',
  'riplay.risks': () => 'Risks',
  'riplay.riskLate': () =>
    'If you pay late, late fees are added (see Penal charges) and what you owe grows, up to the limits set by OJK.',
  'riplay.riskReport': () =>
    "Your loan and any late payment are reported to OJK's Financial Information Service System (SLIK) and the fintech lending data centre (Pusdafil); a late payment can affect any loan you apply for later, anywhere.",
  'riplay.riskCollection': () =>
    'An overdue loan is collected by the lender through the app, SMS and phone, and if needed by a certified collection agent named to you in advance, under OJK rules: only from 8 am to 8 pm local time, never with threats or shaming, and never through your contacts.',
  'riplay.requirements': () => 'Requirements',
  'riplay.requirementsLine': () =>
    'An Indonesian citizen aged 18 or over (or married), with an e-KTP, an active mobile number in your own name and a bank account in your own name.',
  'order.notFound': () => 'We could not find that loan.',
  'order.required': () => 'Please choose a loan.',
  'status.21.title': () => 'Under review',
  'status.21.body': () => 'We are reviewing your application. You will hear from us within a day.',
  'status.151.title': () => 'Approved',
  'status.151.body': () => 'Your loan is approved and on its way to your bank account.',
  'status.110.title': () => 'Not approved',
  'status.110.body': () =>
    'We could not approve this application. You can apply for another loan below.',
  'status.repaying.title': () => 'Repayment pending',
  'status.repaying.body': (amount: string, date: string) =>
    `Your next instalment of ${amount} is due on ${date}.`,
  'status.repaying.charges': (amount: string, date: string) =>
    `Your next instalment and the late charges, ${amount} in all, are due on ${date}.`,
  'status.payoff.body': (amount: string, date: string) =>
    `Paying off the whole loan today costs ${amount}, less than what is due on ${date}.`,
  'status.dueToday.title': () => 'Due today',
  'status.dueToday.body': (amount: string) => `Please repay ${amount} today to avoid late charges.`,
  'status.overdue.title': () => 'Overdue',
  // Only while the penal charges can still grow (docs/product.md#late-charges).
  'status.overdue.body': (days: number, amount: string, chargesGrow: boolean) =>
    `Your payment is ${days} ${days === 1 ? 'day' : 'days'} late. Please repay ${amount} now${chargesGrow ? ' to stop late charges growing' : ''}.`,
  'status.repaid.title': () => 'Repaid',
  'status.repaid.body': () => 'You have repaid this loan in full. Thank you!',
  'status.unknown.title': () => 'In progress',
  'status.unknown.body': () => 'Your loan is being processed.',
  'landing.terms': (lender: string, registration: string, lsp: string | null) =>
    `${lender}, ${registration}.${lsp === null ? '' : ` This app is operated by ${lsp}, its lending service provider.`}`,
  'details.cancel': (
    until: string,
    amount: string,
    principal: string,
    interest: string,
    kept: string | null,
  ): string =>
    `Until ${until} you can cancel this loan with no penalty: repay ${amount} today, the ${principal} principal and ${interest} interest for the days used.${kept === null ? '' : ` The processing fee and its GST (${kept}), deducted when the money was paid out, are one-time and are not refunded.`}`,
  'details.orderNo': () => 'Order number',
  'details.appliedOn': () => 'Applied on',
  'details.term': (days: number) => `${days} days`,
  'details.termLabel': () => 'Term',
  'details.toCredit': () => 'To be credited to your account',
  'details.toRepay': () => 'Total to repay',
  'details.amount': () => 'Loan amount',
  'details.disbursed': () => 'Amount disbursed',
  'details.disbursedOn': () => 'Disbursed on',
  'details.dueDate': () => 'Next due date',
  'details.amountDue': () => 'Amount due',
  'details.outstanding': () => 'Outstanding',
  'details.penalty': () => 'Late charges',
  'details.refunding': () => 'Being refunded to you',
  'details.refunded': (date: string) => `Refunded to you on ${date}`,
  'details.lateApplied': (date: string) =>
    `Paid on ${date} on a withdrawn number or code, and applied to this loan`,
  'details.expiredApplied': (date: string) =>
    `Paid on ${date} on an expired number or code, and applied to this loan`,
  'withdrawn.owedChanged': () =>
    'This was withdrawn because what you owe changed. Do not pay it: ask for a new one on Repay.',
  'withdrawn.replaced': () =>
    'This was withdrawn when you asked for another number or code. Do not pay it: pay the new one.',
  'withdrawn.applied': (amount: string) =>
    `${amount} reached us on this after it was withdrawn. It fitted your loan and was applied to it.`,
  'withdrawn.refund': (amount: string) =>
    `${amount} reached us on this after it was withdrawn. Your loan no longer owed it, so it is being refunded to you.`,
  'withdrawn.expired': (at: string) =>
    `This expired on ${at}. Do not pay it: ask for a new one on Repay.`,
  'withdrawn.expiredApplied': (amount: string) =>
    `${amount} reached us on this after it expired. It fitted your loan and was applied to it.`,
  'withdrawn.expiredRefund': (amount: string) =>
    `${amount} reached us on this after it expired. Your loan no longer owed it, so it is being refunded to you.`,
  'details.rate': () => 'Interest',
  'details.repayBy': (date: string) => `Repay by ${date} to keep your record clean.`,
  'details.repayNow': (chargesGrow: boolean): string =>
    chargesGrow ? 'Repay now to stop late charges growing.' : 'Please repay now.',
  'dev.orderState': (orderId: number, action: string) =>
    `Order ${orderId} cannot be moved by "${action}" in its current state.`,
  'joint.title': () => 'We could not sign you in',
  'joint.notice': () =>
    'Your account could not be linked this time. You can still apply for one of these loans.',
  'doc.issuedOn': (date: string) => `Issued on ${date}. This is the copy you agreed to.`,
  'loan.amountWholeUnits': () => 'Enter the amount in whole rupees or rupiah.',
  'card.invalid': () => 'Please check the card number.',
  'card.bankUnknown': () => 'Please choose your bank from the list.',
  'repay.chooseCard': () => 'Please choose a bank card first.',
  'repay.nothingOwed': () => 'There is nothing to repay on this loan.',
  'repay.amountTooHigh': (max: string) => `You can pay at most ${max}.`,
  'repay.fullOnly': (owed: string) => `This loan is repaid in full: please pay ${owed}.`,
  'repay.payoffOpens': (date: string) =>
    `You can repay the whole loan early from ${date}. Until then, you can pay what is due now.`,
  'repay.duplicate': () => 'This payment was already submitted.',
  'repay.notFound': () => 'We could not find that payment. Please start again.',
  'repay.declined': () => 'Your bank declined the payment. Please try another card.',
  'repay.reversed': () =>
    'We could not complete this payment, so the charge was reversed: no money was taken. Please try again.',
  'loan.limitTooLow': (available: string, min: string) =>
    `Your available limit is ${available}, and this loan starts at ${min}. Repay your open loans to borrow again.`,
  'loan.limitBelowMin': (limit: string, min: string) =>
    `Your limit is ${limit}, and this loan starts at ${min}.`,
  'loan.amountChoice': (min: string, max: string, step: string) =>
    `Please choose an amount from ${min} to ${max}, in steps of ${step}.`,
  'loan.amountOnly': (amount: string) => `The only amount you can choose now is ${amount}.`,
  'loan.consentRequired': () =>
    'Please read the key fact statement and the loan agreement, and tick that you agree to them, to take this loan.',
  'loan.documentsChanged': () =>
    'The terms of this loan have changed since you read them. Please read the key fact statement and the loan agreement again before you confirm.',
  'otp.repaymentText': (code: string, amount: string) =>
    `${code} is your Tenora code to pay ${amount}. It expires in 5 minutes. Never share it.`,
  'otp.wrong': (left: number) => `Incorrect code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  'otp.voided': () => 'Incorrect code. This code no longer works: please request a new one.',
  'otp.expired': () => 'This code has expired. Please request a new one.',
  'otp.wait': (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  'va.atm': () => 'ATM',
  'va.mobile': () => 'Mobile banking',
  'va.internet': () => 'Internet banking',
  'va.step.atm.1': () => 'Insert your card and enter your PIN.',
  'va.step.atm.2': () => 'Choose Other transactions, then Transfer, then Virtual account.',
  'va.step.app.1': (bank: string) => `Sign in to ${bank}.`,
  'va.step.app.2': () => 'Choose Transfer, then Virtual account.',
  'va.step.number': (va: string) => `Enter the virtual account number ${va}.`,
  'va.step.amount': (amount: string) => `Check that the amount is ${amount}, then confirm.`,
  'va.step.receipt': () => 'Keep the receipt until the payment shows in Tenora.',
  'va.step.market.1': (market: string) => `Go to the cashier at any ${market} store.`,
  'va.step.market.2': (code: string) =>
    `Say you are paying Tenora and give the payment code ${code}.`,
  'va.step.market.3': (amount: string) => `Pay exactly ${amount} in cash.`,
  'va.chooseBank': () => 'Please choose a bank and a channel.',
  'va.chooseMarket': () => 'Please choose a store.',
  'pay.methodNotOffered': () =>
    'This way to pay is not offered for your loan. Please choose another way on the Repay screen.',
  'va.step.in.payee': (va: string, ifsc: string, name: string) =>
    `Add a payee named ${name}, with account number ${va} and IFSC ${ifsc}.`,
  'va.step.in.send': (amount: string) => `Send exactly ${amount} by IMPS, NEFT or RTGS.`,
  'upi.invalidId': () => 'Please enter a UPI ID like name@bank, as shown in your UPI app.',
  'upi.note': (orderId: number) => `Tenora loan ${orderId}`,
  'upi.closed': () => 'This UPI payment is no longer open. Please start again from Repay.',
  'sandbox.withdrawn': () =>
    'The sandbox bank refused: this number or code was withdrawn. Send late: true to play money taken before that.',
  'upi.collectRefused': () =>
    'We could not send the request to that UPI ID. Please check it, or pay from your UPI app.',
  'pay.providerDown': () =>
    'The payment service did not answer, and nothing was taken. Please try again in a minute.',
  'plan.due': (date: string) => `Due ${date}`,
  'plan.overdue': (days: number) =>
    `Overdue by ${days} ${days === 1 ? 'day' : 'days'}, late charges included`,
  'plan.paid': (date: string) => `Paid, was due ${date}`,
  'plan.opens': (due: string, opens: string) =>
    `Due ${due}. You can pay it from ${opens}, when early repayment opens.`,
  'plan.note': () => 'Instalments are paid in order: choosing one includes every earlier one.',
  'delay.owed': () => 'Due now',
  'delay.currentDue': () => 'Due date now',
  'delay.fee': () => 'Extension fee',
  'delay.newDue': () => 'New due date',
  'delay.limit': (max: number) =>
    `This loan has had ${max} ${max === 1 ? 'extension' : 'extensions'}, the most it can have. Please repay it.`,
  'delay.wait': (date: string) =>
    `This loan is already extended to ${date}. You can extend it again from that day.`,
  'delay.cap': () =>
    'This loan has reached the most it may cost under the rules on lending costs, so it cannot be extended. Please repay it.',
  'va.rule.exact': (amount: string) => `Pay exactly ${amount}: a different amount is not accepted.`,
  'va.rule.once': () => 'The number works for one payment only.',
  'va.rule.expiry': () => 'After it expires, ask for a new one in the app.',
  'promotion.unknownTemplate': () => 'This page is no longer available.',
  'promotion.badProduct': () =>
    'The product must be one on offer in the market of the template’s app.',
  'phone.invalidFor': (market: 'IN' | 'ID'): string =>
    market === 'IN'
      ? 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'
      : 'Please enter a valid mobile number starting with 08 (10 to 13 digits).',
  'promotion.captchaRequired': () => 'Please enter the 4 characters shown in the picture.',
  'promotion.captchaWrong': () =>
    'The characters did not match the picture. Please enter the ones in the new picture.',
  'promotion.captchaExpired': () =>
    'That picture has expired. Please enter the characters in the new picture.',
  'promotion.smsCodeRequired': () => 'Please enter the 6-digit code we sent you by SMS.',
  'promotion.smsText': (code: string, app: string) =>
    `${code} is your ${app} registration code. It expires in 5 minutes. Never share it with anyone.`,
  'promotion.alreadyRegistered': () =>
    'You are already registered. Please download the app and sign in.',
  'promotion.tooManyFromNetwork': (minutes: number) =>
    `Too many requests from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  'promotion.tooManyCodes': (minutes: number) =>
    `This number has asked for too many codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  'promotion.badLink': (field: string) =>
    `${field} must be a path on this site, or (for downloads) an https address on one of the app's allowed hosts.`,
  'promotion.badRange': (field: string) => `${field}: the minimum is above the maximum.`,
  'site.incomplete': () => 'Please provide complete information!',
  'promotion.captchaUsed': () =>
    'That picture was already used for a code. Please enter the characters in the new picture.',
  'field.file': (f: string) => `${f}: please attach a photo.`,
  'upload.tooLarge': (mb: number) =>
    `This photo is larger than ${mb} MB. Please choose a smaller one.`,
  'upload.oneFile': () => 'Please send one photo at a time.',
  'upload.tooManyParts': () => 'This upload has too many parts. Please send just the photo.',
  'upload.unreadable': () => 'The upload could not be read. Please try again.',
  'upload.empty': () => 'This file is empty. Please choose a photo.',
  'upload.notImage': () => 'Only photos in JPEG, PNG or WebP format can be added.',
  'upload.unreadableImage': () => 'This photo could not be opened. Please choose another one.',
  'upload.tooManyPending': () =>
    'You have added many photos without sending a complaint. Please send your complaint first, or try again tomorrow.',
  'upload.imageNotFound': () => 'This photo is not available.',
  'complaint.row.amount': () => 'Loan amount',
  'complaint.row.applied': () => 'Applied on',
  'complaint.row.due': () => 'Due date',
  'complaint.type': (value: number) =>
    ({
      1: 'Collection conduct',
      2: 'Repayment',
      3: 'Disbursal',
      4: 'Fees and charges',
      5: 'Personal data and privacy',
      6: 'The app',
      7: 'Other',
    })[value] ?? 'Other',
  'complaint.sonType': (value: number) =>
    ({
      1: 'Abusive language',
      2: 'Contacting my family or contacts',
      3: 'Calls at unreasonable hours',
      4: 'Threats',
      5: 'Other conduct',
    })[value] ?? 'Other conduct',
  'complaint.status': (value: number): string => (value === 2 ? 'Resolved' : 'In progress'),
  'complaint.detailRequired': () => 'Please fill in your comments and suggestions',
  'complaint.typeUnknown': () => 'Please choose the kind of problem.',
  'complaint.sonTypeRequired': () => 'Please choose what happened in the collection.',
  'complaint.imageUnknown': () =>
    'One of the photos is no longer available. Please remove it and add it again.',
  'complaint.tooManyImages': (max: number) => `You can add at most ${max} photos.`,
  'complaint.collectionNotAllowed': () =>
    'A complaint about collection can be made only for a loan that is or has been overdue. Please choose that loan, or another kind of problem.',
  'complaint.notFound': () => 'This complaint was not found.',
  'complaint.escalate.in.authority': () => 'RBI Ombudsman',
  'complaint.escalate.in.waiting': (due: string, from: string) =>
    `If we have not answered by ${due}, you may complain to the RBI Ombudsman from ${from}, through the RBI's Complaint Management System. If you are not satisfied with our answer, you may complain as soon as you have it. You can also write to our grievance officer.`,
  'complaint.escalate.in.late': (due: string) =>
    `Our answer was due by ${due}: you may complain to the RBI Ombudsman now, through the RBI's Complaint Management System. You can also write to our grievance officer.`,
  'complaint.imagesRemoved': (on: string, months: number) =>
    `The photos of this complaint were deleted on ${on}: we keep them for ${months} months after we answer, as our privacy policy says.`,
  'complaint.escalate.in.answered': () =>
    "If you are not satisfied with our answer, you may complain to the RBI Ombudsman now, through the RBI's Complaint Management System. You can also write to our grievance officer.",
  'complaint.escalate.id.waiting': (due: string, from: string) =>
    `If we have not answered by ${due}, you may take your complaint to OJK's consumer complaint service from ${from}: call 157 or write through Kontak OJK 157. If you are not satisfied with our answer, you may do so as soon as you have it. You can also write to our grievance officer.`,
  'complaint.escalate.id.late': (due: string) =>
    `Our answer was due by ${due}: you may take your complaint to OJK's consumer complaint service now: call 157 or write through Kontak OJK 157. You can also write to our grievance officer.`,
  'complaint.escalate.id.answered': () =>
    "If you are not satisfied with our answer, you may take your complaint to OJK's consumer complaint service now: call 157 or write through Kontak OJK 157. You can also write to our grievance officer.",
  'complaint.scoreBeforeAnswer': () => 'You can rate this complaint once we have answered it.',
  'complaint.scoredAlready': () => 'You have already rated this complaint. Thank you.',
  'complaint.answeredAlready': () => 'This complaint has already been answered.',
  'complaint.extendIndonesiaOnly': () => 'Only an Indonesian complaint can be extended.',
  'complaint.assignAnswered': () =>
    'This complaint is answered already: there is no one to give it to.',
  'complaint.assignNotAgent': () =>
    'A complaint can be given only to an active member of staff with the agent role.',
  'complaint.extendedAlready': () =>
    'This complaint was already extended once, or already answered.',
  'complaint.extendPastDue': (due: string) =>
    `This complaint was due by ${due}, which has passed: a complaint can be extended only up to its first due date.`,
  'qa.notFound': () => 'This question is not available.',
  'qa.extension.order': (product: string, fee: string, days: number, date: string) =>
    `For your ${product} loan, an extension now costs ${fee} and moves your due date by ${days} days, to ${date}.`,
  'qa.coolingOff.kept': () =>
    'The processing fee and its tax, deducted when the money is paid out, are one-time and are not refunded if you cancel; your loan details show the exact amount to repay.',
  'qa.coolingOff.productTax': (product: string, fee: string, tax: string) =>
    `${product}: a fee of ${fee} of the loan amount, plus ${tax} GST on it.`,
  'qa.coolingOff.product': (product: string, fee: string) =>
    `${product}: a fee of ${fee} of the loan amount.`,
  'qa.extension.general': () =>
    'An extension costs a share of the principal still unpaid and moves your due date:',
  'qa.extension.product': (product: string, percent: string, days: number, max: number) =>
    `${product}: ${percent} for ${days} days, at most ${max} times per loan.`,
  'qa.extension.ojk': () =>
    "Every cost counts toward OJK's ceilings, so the fee can be lower than this rate.",
  'qa.extension.none': () => 'Our loans cannot be extended at the moment.',
  'qa.answerDays': (market: 'IN' | 'ID'): string =>
    market === 'IN'
      ? '30 days'
      : '10 working days (national holidays and cuti bersama not counted)',
  'qa.handOver': () => 'Tell us what happened and we will look into it.',
  'qa.solvedValue': () => 'Please say whether this answer solved your problem.',
  'qa.solved': () => 'Glad that helped. How would you rate this answer?',
  'qa.notSolved': (phone: string) =>
    `Sorry that did not help. You can call customer service on ${phone}, or make a complaint and we will answer it.`,
  'qa.starsValue': () => 'Please choose from 1 to 5 stars.',
  'qa.pickStars': () => 'Please choose',
  'qa.thanks': () => 'Thank you for your rating.',
  'qa.emptyText': () => 'Please type your question.',
  'qa.noMatch': () =>
    'Sorry, I could not find an answer to that. Would you like to make a complaint so that our team can help?',
  'qa.loan.due': (product: string, amount: string, date: string) =>
    `Your next payment on ${product} is ${amount}, due on ${date}.`,
  'qa.loan.late': (product: string, amount: string, days: number, chargesGrow: boolean) =>
    `Your ${product} loan is ${days} ${days === 1 ? 'day' : 'days'} late: ${amount} is due now, late charges included.${chargesGrow ? ' Paying it today stops the late charges growing.' : ''}`,
  'qa.loan.owed': (product: string, amount: string) => `You owe ${amount} on ${product}.`,
  'qa.loan.none': () => 'You have no loan to pay right now.',
  'qa.loan.nothingDue': (product: string) => `Nothing is due on your ${product} loan.`,
  'qa.loan.extend': (product: string, days: number, fee: string, date: string) =>
    `Yes: you can extend ${product} by ${days} days for a fee of ${fee}. Your payment is then due on ${date}.`,
  'qa.loan.noExtension': (product: string) =>
    `Your ${product} loan cannot be extended now. You can pay what is due, or part of it, on Repay.`,
  'qa.loan.documents': (product: string) =>
    `The key fact statement and the loan agreement of ${product} are in its documents.`,
  'message.notFailed': () => 'Only a message that failed can be sent again.',
  'message.textRemoved': (months: number) =>
    `The text of this message was deleted ${months} months after it was sent, as our privacy policy says.`,
  'notify.reminder.title': (kind: 'before' | 'due' | 'overdue', days: number) =>
    kind === 'before'
      ? `Payment due in ${days} ${days === 1 ? 'day' : 'days'}`
      : kind === 'due'
        ? 'Payment due today'
        : `Payment ${days} ${days === 1 ? 'day' : 'days'} late`,
  'notify.reminder.before': (product: string, amount: string, date: string, days: number) =>
    `${product}: ${amount} is due on ${date}, in ${days} ${days === 1 ? 'day' : 'days'}. Pay in the app: My loans, then Repay.`,
  'notify.reminder.beforePayoff': (
    product: string,
    amount: string,
    date: string,
    days: number,
    payoff: string,
  ) =>
    `${product}: ${amount} is due on ${date}, in ${days} ${days === 1 ? 'day' : 'days'}. Paying off the whole loan today costs less: ${payoff}. Pay in the app: My loans, then Repay.`,
  'notify.reminder.due': (product: string, amount: string) =>
    `${product}: ${amount} is due today. Pay in the app: My loans, then Repay. Paying today avoids penal charges.`,
  'notify.reminder.overdue': (
    product: string,
    amount: string,
    date: string,
    days: number,
    charges: string | null,
  ) =>
    `${product}: your payment due on ${date} is ${days} ${days === 1 ? 'day' : 'days'} late. ${amount} is due now${charges ? `, including penal charges of ${charges} so far` : ''}. Pay in the app: My loans, then Repay.`,
  'notify.penal.title': () => 'Penal charge levied',
  'notify.penal.body': (product: string, date: string, charges: string) =>
    `${product}: a penal charge was levied because the payment due on ${date} is unpaid. Penal charges on the loan now stand at ${charges}, as set out in your key fact statement. Paying now stops them growing.`,
  'notify.complaint.received.title': () => 'Complaint received',
  'notify.complaint.received.body': (reference: string, date: string) =>
    `We received your complaint ${reference}. We will answer it by ${date}. You can follow it in the app under Help, My complaints.`,
  'notify.complaint.answered.title': () => 'Complaint answered',
  'notify.complaint.answered.body': (reference: string) =>
    `We have answered your complaint ${reference}. Read the answer in the app under Help, My complaints.`,
  'notify.complaint.extended.title': () => 'Complaint answer date moved',
  'notify.complaint.extended.body': (reference: string, date: string, reason: string) =>
    `We need more time for your complaint ${reference}: we will answer it by ${date}. Reason: ${reason}`,
  'paper.receipt.title': () => 'Payment receipt',
  'paper.repaid.title': () => 'No-dues certificate',
  'paper.provider': (name: string) => `Lending service provider: ${name}`,
  'paper.number': () => 'Number',
  'paper.issuedOn': () => 'Date of issue',
  'paper.borrower': () => 'Borrower (mobile)',
  'paper.loan': () => 'Loan number',
  'paper.product': () => 'Loan',
  'paper.pageOf': () => 'Page {page} of {pages}',
  'paper.payment': () => 'Payment received',
  'paper.amount': () => 'Amount',
  'paper.paidAt': () => 'Received on',
  'paper.method': (method: string) =>
    ({
      upi: 'UPI',
      card: 'Debit card',
      netbanking: 'Net banking',
      va: 'Bank transfer (virtual account)',
      market: 'Mini-market payment code',
      wallet: 'E-wallet',
      autopay: 'Autopay (UPI AutoPay)',
    })[method] ?? method,
  'paper.methodLabel': () => 'Paid by',
  'paper.reference': () => 'Reference',
  'paper.applied': () => 'How it was applied',
  'paper.part.penalty': () => 'Penal charges',
  'paper.part.fee': () => 'Fees',
  'paper.part.interest': () => 'Interest',
  'paper.part.principal': () => 'Principal',
  'paper.total': () => 'Total',
  'paper.extensionFee': () => 'Extension fee',
  'paper.extendedTo': () => 'Next instalment now due on',
  'paper.after': () => 'After this payment',
  'paper.owedAfter': () => 'Still owed on the loan',
  'paper.settled': () => 'The loan is repaid in full.',
  'paper.repaid.section': () => 'Certificate',
  'paper.repaid.body': (loan: string, product: string, date: string, lender: string) =>
    `${lender} certifies that loan ${loan} (${product}) was repaid in full on ${date}. Nothing is owed on it, and no charge will be levied on it.`,
  'paper.principalBorrowed': () => 'Amount borrowed',
  'paper.disbursedOn': () => 'Disbursed on',
  'paper.repaidOn': () => 'Repaid in full on',
  'paper.totalRepaid': () => 'Total repaid',
  'paper.notFound': () => 'We could not find this document.',
  'notify.paper.receipt.title': () => 'Payment received',
  'notify.paper.receipt.body': (amount: string, number: string) =>
    `We received your payment of ${amount}. Your receipt ${number} is in the app under My loans, My documents.`,
  'contact.emailNotSentNow': () =>
    'We could not send the code to this address just now. Nothing was changed; please try again in a few minutes.',
  'contact.emailUndeliverable': () => 'This address does not take mail. Check it and try again.',
  'contact.samePhone': () => 'This is already your number.',
  'contact.phoneTaken': () =>
    'This number is already used by another Tenora account, so it cannot be added to yours. If the number is yours, contact us from the app (Help).',
  'contact.nothingWaiting': () =>
    'There is no change waiting to be confirmed, or its codes have expired. Please start again.',
  'contact.codeCurrent': (code: string, newNumber: string) =>
    `${code} is your Tenora code to move your account to the number ending ${newNumber}. Never share it. If you did not ask for this, do nothing: your number stays.`,
  'contact.codeNew': (code: string) =>
    `${code} is your Tenora code to confirm this number for your loan account. Never share it.`,
  'contact.emailCodeSubject': () => 'Your code to confirm this e-mail address',
  'contact.emailCodeText': (code: string) =>
    `${code} is your Tenora code to confirm this e-mail address for your loan messages. It works for 5 minutes. If you did not ask for it, ignore this e-mail: nothing changes.`,
  'notify.phone.title': () => 'Your phone number was changed',
  'notify.phone.body': (number: string) =>
    `Your loan messages and codes now go to the number ending ${number}. If you did not make this change, contact us at once from the app (Help).`,
  'notify.phoneLeft.body': (number: string) =>
    `Your Tenora account has moved from this number to the number ending ${number}, so this number no longer gets its messages. If you did not make this change, call us at once.`,
  'notify.email.title': () => 'Your e-mail address was changed',
  'notify.email.body': (email: string) =>
    `Your loan messages now also go to ${email}. If you did not make this change, contact us at once from the app (Help).`,
  'notify.emailRemoved.title': () => 'Your e-mail address was removed',
  'notify.emailRemoved.body': () =>
    'Your loan messages now come by SMS only. If you did not make this change, contact us at once from the app (Help).',
  'notify.bankAccount.title': () => 'Your bank account was changed',
  'notify.bankAccount.body': (account: string) =>
    `Your loans will now be paid into the bank account ${account}. If you did not make this change, contact us at once from the app (Help).`,
  'autopay.notOffered': () => 'Automatic payment is not offered for loans in your country yet.',
  'autopay.nothingOwed': () =>
    'This loan has nothing left to pay automatically. Autopay can be set up on a loan that has been paid out and still has instalments to pay.',
  'autopay.alreadyOn': () =>
    'Autopay is already set up on this loan. Cancel it first if you want to set it up again.',
  'autopay.tooMany': (minutes: number) =>
    `You have tried to set up autopay several times. Please try again in ${minutes} min.`,
  'autopay.providerDown': () =>
    'We could not reach your bank just now. Nothing was set up and nothing was taken; please try again in a few minutes.',
  'autopay.field.bank': () => 'Choose your bank from the list.',
  'autopay.field.lastFour': () => 'Enter the last 4 digits of your debit card.',
  // The same words as the phone's (apps/web's payMethods catalogue), which puts them on the field.
  'autopay.field.expiry': () =>
    'Enter the expiry date printed on your card, as MM/YY (like 08/29). The card must not have expired.',
  'autopay.field.code': () => 'Enter the code your bank sent you by SMS (digits only).',
  'autopay.noCodeAsked': () => 'No code is awaited for autopay on this loan. Set it up again.',
  'autopay.codeRefused': () =>
    'Your bank did not accept this code. Check the SMS from your bank and type the code again.',
  'autopay.problem.refused': () =>
    'The mandate was declined in your UPI app or by your bank, so autopay is off. You can set it up again.',
  'autopay.problem.ended': () =>
    'The mandate was ended in your UPI app or by your bank, so autopay is off. You can set it up again.',
  'autopay.description': (order: number) => `Tenora loan ${order} autopay`,
  'autopay.payerName': () => 'Tenora borrower',
  'autopay.yourUpi': () => 'your UPI account',
  'autopay.yourBank': () => 'your bank account',
  'notify.autopay.on.title': () => 'Autopay is on',
  'notify.autopay.on.body': (order: number, account: string, max: string) =>
    `Autopay is on for your loan ${order}, from ${account}. Each instalment is taken on its due date, never more than is due and at most ${max}, and we tell you 24 hours before each one. You can cancel autopay at any time in the app (Repay).`,
  'notify.autopay.off.title': () => 'Autopay is off',
  'notify.autopay.off.body': (order: number) =>
    `Autopay on your loan ${order} has ended: no new automatic debit will be taken. Pay your instalments in the app (Repay); we will remind you before each one.`,
  'notify.autopay.notice.title': () => 'Automatic payment tomorrow',
  'notify.autopay.notice.body': (
    amount: string,
    order: number,
    product: string,
    date: string,
    account: string,
  ) =>
    `${amount} for your loan ${order} (${product}) will be taken from ${account} by autopay on ${date}. Keep the money in your account. To stop it, cancel autopay in the app (Repay) before then.`,
  'notify.autopay.failed.title': () => 'Automatic payment did not go through',
  'notify.autopay.failed.body': (amount: string, order: number, date: string) =>
    `The automatic payment of ${amount} for your loan ${order}, due on ${date}, did not go through. Please pay it in the app (Repay) to avoid late charges.`,
  'notify.disbursed.title': () => 'Your loan is on its way',
  'notify.disbursed.body': (amount: string, order: number, account: string) =>
    `${amount} of your loan ${order} was sent to your bank account ${account}. It can take a few hours to show in your account. Your repayment schedule is in the app.`,
  'notify.paper.refund.title': () => 'Money returned',
  'notify.paper.refund.body': (amount: string, number: string) =>
    `We returned ${amount} to the account or card it came from. Your refund receipt ${number} is in the app under My loans, My documents.`,
  'paper.refund.title': () => 'Refund receipt',
  'paper.refund.section': () => 'Money returned',
  'paper.refund.why': () =>
    'This payment reached us when the loan no longer owed it, so it was not applied to the loan. It was returned to the account or card it came from. Banks take up to 7 working days to show it.',
  'paper.refund.amount': () => 'Amount returned',
  'paper.refund.refundedOn': () => 'Returned on',
  'paper.refund.providerId': () => 'Refund reference (for your bank)',
  'paper.refund.payment': () => 'The payment returned',
  'notify.paper.resend.body': (title: string, number: string) =>
    `As you asked, here is your ${title} ${number} again: it is in the app under My loans, My documents.`,
  'paper.sanction.title': () => 'Sanction letter',
  'paper.sanction.section': () => 'Loan sanctioned',
  'paper.sanction.body': (loan: string, product: string, lender: string) =>
    `${lender} has sanctioned loan ${loan} (${product}) on the terms below, the terms of the key fact statement you confirmed.`,
  'paper.sanction.amount': () => 'Sanctioned amount',
  'paper.sanction.term': () => 'Term',
  'paper.sanction.termValue': (days: number, instalments: number | null) =>
    instalments === null
      ? `${days} days`
      : `${days} days, ${instalments} ${instalments === 1 ? 'instalment' : 'instalments'}`,
  'paper.sanction.interest': () => 'Interest rate',
  'paper.sanction.apr': () => 'Annual percentage rate (APR)',
  'paper.sanction.fee': () => 'Processing fee',
  'paper.sanction.feeTax': () => 'GST on the processing fee',
  'paper.sanction.feeTaxRate': (rate: string) => `GST on the processing fee (${rate})`,
  'paper.sanction.net': () => 'Net amount disbursed to you',
  'paper.sanction.validity': () => 'Validity',
  'paper.sanction.validUntil': () =>
    'This sanction stands until the loan is disbursed to your account.',
  'notify.paper.sanction.title': () => 'Loan approved',
  'notify.paper.sanction.body': (amount: string, number: string) =>
    `Your loan of ${amount} is approved. Your sanction letter ${number}, with the loan agreement and key fact statement you agreed to, is in the app under My loans, My documents.`,
  'notify.paper.repaid.title': () => 'Loan repaid',
  'notify.paper.repaid.body': (product: string, number: string) =>
    `${product}: your loan is repaid in full. Your no-dues certificate ${number} is in the app under My loans, My documents.`,
  'privacy.law': (market: 'IN' | 'ID'): string =>
    market === 'IN'
      ? 'the Digital Personal Data Protection Act 2023'
      : "Indonesia's Personal Data Protection Law (UU PDP No. 27 Tahun 2022)",
  'privacy.kind': (kind: string) =>
    ({
      access: 'request to see your data',
      correction: 'request to correct your data',
      erasure: 'request to close your account and erase your data',
      grievance: 'grievance about your data',
    })[kind] ?? kind,
  'privacy.detailRequired': (kind: 'correction' | 'grievance'): string =>
    kind === 'correction'
      ? 'Please write what is wrong in your data and what it should say.'
      : 'Please write what your grievance is about.',
  'privacy.alreadyOpen': (kind: string) =>
    `You already have an open ${kind}. We will answer it first; you can follow it here, under Your requests.`,
  'privacy.erasure.openLoans': (loans: string, autopay: boolean) =>
    `Your account cannot be closed while a loan is open. First ${autopay ? 'cancel autopay, and ' : ''}repay in full, or wait for the decision on: ${loans}. Then ask again.`,
  'privacy.loan': (order: number, product: string) => `loan ${order} (${product})`,
  'privacy.closedWithAccount': () =>
    'Closed with your account, at your request: we no longer act on it.',
  'privacy.erasure.loanSince': (loans: string) =>
    `We could not close your account after all: a loan was applied for since you asked (${loans}). Please disregard our message that it was closed. Your account and your data stay as they were; you can ask again once the loan has ended.`,
  'privacy.notOpen': () =>
    'This request can no longer be withdrawn: it has already been answered or closed.',
  'privacy.ops.closed': (status: string) =>
    `This request is already ${status}: only an open request can be acted on.`,
  'privacy.ops.eraseOnlyErasure': () => 'Only an erasure request can be approved with erase.',
  'privacy.ops.answerErasure': () => 'An erasure request is approved with erase, or refused.',
  'privacy.ops.openLoans': (loans: string) =>
    `The borrower still has open loans (${loans}): the erasure cannot be approved until they end.`,
  'notify.privacy.received.title': () => 'Request received',
  'notify.privacy.received.body': (kind: string, law: string, due: string) =>
    `We received your ${kind}. Under ${law} we will answer it by ${due}. You can follow it in the app under Privacy.`,
  'notify.privacy.answered.title': () => 'Your request was answered',
  'notify.privacy.answered.body': (kind: string, note: string) =>
    `We have answered your ${kind}: ${note}`,
  'notify.privacy.refused.title': () => 'Your request was declined',
  'notify.privacy.refused.body': (kind: string, note: string, law: string) =>
    `We cannot do what your ${kind} asks: ${note} If you disagree, write to our grievance officer (in the app, Privacy); under ${law} you may then complain to the Data Protection Board of India.`,
  'notify.privacy.erased.title': () => 'Your account is closed',
  'notify.privacy.erased.body': (law: string, years: number, keptRecords: boolean): string =>
    keptRecords
      ? `As you asked, we have closed your Tenora account and erased your data under ${law}. The law requires us to keep your loan and payment records, with your mobile number, for ${years} years after your last loan closed. We also keep your complaints, a record of our messages without their text, and the record of your consents and of this request. If you sign in again, your account opens again.`
      : `As you asked, we have closed your Tenora account and erased your data under ${law}, your mobile number included. We keep your complaints, a record of our messages without their text, and the record of your consents and of this request, as proof of what was done. This is our last message to you.`,
  'notify.offer.borrowAgain.title': () => 'You can borrow again',
  'notify.offer.borrowAgain.body': (product: string) =>
    `Thank you for repaying ${product} in full. Whenever you need money again, you can apply for a new loan in the app. You get offers like this because you agreed to them: to stop them, open Privacy in the app.`,
  'privacy.export.title': () => 'Your data held by Tenora',
  'privacy.export.intro': (at: string) =>
    `Everything we hold about you on ${at}, by category. Card and account numbers show their last four digits only.`,
  'privacy.export.category': (category: string) =>
    ({
      account: 'Account',
      loans: 'Loans',
      payments: 'Payments',
      bankAccounts: 'Bank accounts',
      cards: 'Debit cards',
      autopay: 'Autopay',
      complaints: 'Complaints',
      help: 'Help chatbot',
      messages: 'Messages',
      papers: 'Papers',
      devices: 'Devices and use of the app',
      consents: 'Consents',
      requests: 'Your requests about your data',
    })[category] ?? category,
  'privacy.export.about': () => 'About this file',
  'privacy.export.field': (field: string) =>
    (
      ({
        phone: 'Mobile number',
        email: 'E-mail address',
        createdAt: 'Account opened',
        closedAt: 'Closed on',
        creditLimit: 'Credit limit',
        kind: 'Kind',
        registeredAt: 'Registered on',
        app: 'App',
        deviceId: 'Device',
        name: 'Name',
        inviteCode: 'Invitation code',
        from: 'Came from',
        appFrom: 'Came from app',
        campaign: 'Campaign',
        orderId: 'Loan number',
        product: 'Loan',
        principal: 'Amount borrowed',
        netDisbursed: 'Amount paid out',
        termDays: 'Term (days)',
        appliedAt: 'Applied on',
        decision: 'Decision',
        status: 'Status',
        disbursedAt: 'Paid out on',
        amount: 'Amount',
        paidAt: 'Paid on',
        method: 'Paid by',
        reference: 'Reference',
        holderName: 'Name on the account',
        accountNumber: 'Account number',
        bank: 'Bank',
        givenAt: 'Given on',
        replacedAt: 'Replaced on',
        cardNo: 'Card number',
        nameOnCard: 'Name on the card',
        addedAt: 'Added on',
        maxAmount: 'Most per debit',
        endsAt: 'Ends on',
        account: 'Account',
        setUpAt: 'Set up on',
        changedAt: 'Last changed on',
        type: 'Type',
        detail: 'What you wrote',
        madeAt: 'Made on',
        dueDate: 'Answer due by',
        answer: 'Our answer',
        answeredAt: 'Answered on',
        score: 'Your rating',
        ratedAt: 'Rated on',
        photos: 'Photos',
        photosDeletedAt: 'Photos deleted on',
        question: 'Question',
        value: 'Value',
        at: 'When',
        title: 'Title',
        text: 'Text',
        sentAt: 'Sent on',
        readAt: 'Read on',
        textDeletedAt: 'Text deleted on',
        number: 'Number',
        issuedAt: 'Issued on',
        startedAt: 'Signed in on',
        appVersion: 'App version',
        seenAt: 'Seen on',
        source: 'Where',
        scene: 'Screen',
        purpose: 'Purpose',
        productName: 'Loan',
        textVersion: 'Version of the text',
        givenVia: 'Given in',
        withdrawnAt: 'Withdrawn on',
        active: 'Stands now',
        id: 'Request number',
        openedAt: 'Made on',
        dueAt: 'Answer due by',
      }) as Record<string, string>
    )[field] ?? field,
  'privacy.export.none': () => 'Nothing held.',
  'privacy.export.record': (n: number) => `Record ${n}`,
  'privacy.export.yes': () => 'Yes',
  'privacy.export.no': () => 'No',
  'paper.doc.agreement': () => 'Your agreement',
  'paper.doc.agreed': (at: string) =>
    `You agreed to this document in the app on ${at}, after reading it on the loan's confirm screen.`,
  'paper.statement.title': () => 'Statement of account',
  'paper.statement.period': () => 'Period',
  'paper.statement.periodValue': (from: string, to: string) => `${from} to ${to}`,
  'paper.statement.summary': () => 'Summary',
  'paper.statement.opening': (date: string) => `Balance before ${date}`,
  'paper.statement.charged': () => 'Charged in the period',
  'paper.statement.paid': () => 'Paid and settled in the period',
  'paper.statement.closing': (date: string) => `Balance on ${date}, as now`,
  'paper.statement.closingPast': () => "Balance after the period's last line",
  'paper.statement.lines': () => 'Account lines',
  'paper.statement.what': () => 'Date and description',
  'paper.statement.balance': () => 'Balance',
  'paper.statement.none': () => 'Nothing was charged or paid in this period.',
  'paper.statement.line': (kind: string, extendedTo: string) =>
    ({
      principal: 'Loan disbursed: principal',
      interest: 'Interest for the term',
      fee: 'Fees in the instalments',
      charges: 'Late charges levied',
      adjustment: 'Adjustment',
      payment: 'Payment received',
      waived: 'Settled without payment (paid early)',
      extension_fee: `Extension fee (next due ${extendedTo})`,
    })[kind] ?? kind,
  'paper.statement.reading': () => 'How to read it',
  'paper.statement.note': () =>
    'Late charges accrue day by day; they are shown when a payment counts them, and on the last line when the period ends today. A period that ends earlier closes with the balance after its last line: late charges since then show when next counted. Amounts charged are positive, amounts paid negative.',
  'paper.statement.badRange': () =>
    'Choose a start date on or before the end date, and an end date no later than today.',
  'paper.statement.notDisbursed': () =>
    'This loan has not been paid out yet, so it has no statement of account.',
} satisfies Record<string, (...args: never[]) => string>;

export type Messages = typeof en;
export type MessageKey = keyof Messages;

const id: Messages = {
  'field.required': (f) => `${f} wajib diisi.`,
  'field.wholeNumber': (f) => `${f} harus berupa bilangan bulat.`,
  'field.text': (f) => `${f} harus berupa teks.`,
  'field.tooLong': (f, max) => `${f} maksimal ${max} karakter.`,
  'field.tooShort': (f, min) => `${f} minimal ${min} karakter.`,
  'field.tooSmall': (f, min) => `${f} minimal ${min}.`,
  'field.tooLarge': (f, max) => `${f} maksimal ${max}.`,
  'field.oneOf': (f, values) => `${f} harus salah satu dari: ${values}.`,
  'field.format': (f) => `Format ${f} tidak sesuai.`,
  'field.invalidText': (f) => `${f} berisi karakter yang tidak dapat digunakan.`,
  'field.date': (f) => `${f} harus tanggal yang ada, ditulis TTTT-BB-HH.`,
  'request.unreadable': () => 'Permintaan tidak dapat dibaca. Silakan coba lagi.',
  'request.unauthenticated': () => 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  'request.notFound': () => 'Data yang Anda cari tidak ditemukan.',
  'request.forbidden': () => 'Anda tidak boleh melakukan ini.',
  'request.tooLarge': () => 'Data terlalu besar untuk dikirim.',
  'request.tooSlow': () =>
    'Permintaan terlalu lama sampai. Silakan periksa koneksi Anda lalu coba lagi.',
  'request.headersTooLarge': () =>
    'Header permintaan terlalu besar. Silakan hapus cookie situs ini lalu coba lagi.',
  'request.tooMany': () => 'Terlalu banyak percobaan. Silakan tunggu sebentar lalu coba lagi.',
  'request.server': () => 'Terjadi kesalahan di sistem kami. Silakan coba lagi.',
  'request.unavailable': () =>
    'Tenora sedang dimulai ulang. Silakan coba lagi dalam beberapa detik.',
  'request.busy': () => 'Tenora sedang sibuk. Silakan coba lagi dalam beberapa detik.',
  'sms.notSentNow': () => 'SMS belum dapat dikirim saat ini. Silakan coba lagi sebentar lagi.',
  'app.unknown': () => 'Aplikasi tidak dikenali. Silakan perbarui aplikasi lalu coba lagi.',
  'phone.invalid': () => 'Silakan masukkan nomor ponsel yang valid.',
  'email.invalid': () => 'Masukkan alamat email yang valid.',
  'language.notSpoken': () =>
    'Bahasa ini tidak tersedia untuk akun pinjaman Anda. Pilih salah satu bahasa yang ditampilkan aplikasi.',
  'bankAccount.field.holderName': () =>
    'Masukkan nama pemilik rekening sesuai data bank (hanya huruf).',
  'bankAccount.field.accountNumber': () =>
    'Masukkan nomor rekening Anda: 6 sampai 20 angka, sesuai buku tabungan.',
  'bankAccount.field.bankCode': () => 'Pilih bank rekening Anda dari daftar.',
  'bankAccount.tooMany': (minutes: number) =>
    `Anda sudah beberapa kali mengubah rekening bank. Silakan coba lagi dalam ${minutes} menit.`,
  'bankAccount.locked': () =>
    'Pinjaman Anda sedang dikirim ke rekening ini, jadi rekening belum dapat diubah sampai selesai.',
  'bankAccount.unavailable': () =>
    'Rekening ini belum dapat diperiksa dengan bank Anda saat ini. Tidak ada yang diubah; silakan coba lagi dalam beberapa menit.',
  'bankAccount.notConfirmed': () =>
    'Bank tidak dapat memastikan rekening ini. Periksa nomor rekening, bank, dan nama, lalu simpan lagi.',
  'product.notFound': () => 'Produk pinjaman ini tidak tersedia.',
  'product.closedButton': () => 'Kuota habis',
  'product.underReview': () => 'Pengajuan sedang ditinjau',
  'product.overLimit': () => 'Di atas limit tersedia Anda',
  'product.overLimitWhy': () =>
    'Limit tersedia Anda di bawah pinjaman terkecil produk ini. Pilih pinjaman lain, atau lunasi pinjaman yang berjalan agar limit Anda kembali.',
  'product.upToLimit': (min, max) => `${min} – ${max} (limit tersedia Anda)`,
  'product.closed': () =>
    'Kuota pengajuan produk ini sudah penuh hari ini. Silakan coba lagi besok.',
  'loan.amountOutOfRange': (min, max) => `Pilih jumlah antara ${min} dan ${max}.`,
  'loan.termNotOffered': () => 'Tenor tersebut tidak tersedia untuk pinjaman ini.',
  'loan.pricingUnavailable': () =>
    'Biaya pinjaman ini belum dapat dihitung. Silakan coba lagi nanti.',
  'loan.row.amount': () => 'Jumlah pinjaman',
  'loan.row.term': () => 'Tenor',
  'loan.row.interest': () => 'Suku bunga',
  'loan.row.fee': () => 'Biaya layanan',
  'loan.row.feeTax': (rate) => `Pajak atas biaya (${rate})`,
  'loan.row.net': () => 'Dana yang Anda terima',
  'loan.row.totalInterest': () => 'Total bunga',
  'loan.row.total': () => 'Total yang harus dibayar',
  'loan.row.apr': () => 'Biaya tahunan (APR)',
  'loan.days': (n) => `${n} hari`,
  'loan.perYear': (rate) => `${rate} per tahun`,
  'loan.perDay': (rate) => `${rate} per hari`,
  'loan.detail1': (net) => `${net} akan masuk ke rekening bank Anda`,
  'loan.detail2': (total, count) =>
    count === 1
      ? `Bayar ${total} dalam satu kali pembayaran`
      : `Bayar ${total} dalam ${count} kali cicilan`,
  'loan.instalment': (n, of) => `Cicilan ${n} dari ${of}`,
  'loan.instalmentParts': (principal, interest) => `Pokok ${principal} + bunga ${interest}`,
  'loan.apr': (apr) => `APR ${apr}`,
  'loan.popTitle': () => 'Sebelum Anda konfirmasi',
  'loan.popContent': () =>
    'Silakan baca perjanjian pinjaman. Dengan konfirmasi, Anda menyetujuinya beserta ringkasan informasi yang ditampilkan.',
  'loan.note': (days, kept) =>
    `Anda dapat membatalkan dalam ${days} hari setelah pencairan dengan mengembalikan pokok dan bunga untuk hari yang digunakan, tanpa denda.${kept === null ? '' : ` Biaya layanan (${kept}), yang dipotong saat dana dicairkan, dikenakan satu kali dan tidak dikembalikan jika Anda membatalkan.`}`,
  'doc.agreement': () => 'Perjanjian pinjaman',
  'doc.keyFacts': () => 'Ringkasan Informasi Produk dan Layanan (RIPLAY)',
  'doc.notFound': () => 'Dokumen tersebut tidak ditemukan.',
  'penal.in': (fee) =>
    `Denda keterlambatan ${fee}, sama untuk setiap peminjam, setelah cicilan terlambat.`,
  'penal.inDaily': (bands) =>
    `Ditambah ${joinAnd(
      bands.map(
        (b, i) =>
          `${b.rate} per hari${i === 0 ? ' dari jumlah terlambat' : ''} ${b.to === null ? `mulai hari ke-${b.from}` : `untuk hari ke-${b.from} sampai ${b.to}`}`,
      ),
      'dan',
    )}.`,
  'penal.inCap': (share) =>
    `Denda dihitung secara sederhana: tidak pernah dikenakan atas denda sebelumnya, dan seluruhnya tidak akan melebihi ${share} dari pokok yang terlambat (pokok cicilan terlambat yang belum dibayar).`,
  'penal.id': (rate) => `Denda keterlambatan ${rate} per hari dari jumlah yang terlambat.`,
  'penal.idCap': () =>
    'Total biaya, bunga, dan denda tidak akan melebihi 100% dari jumlah pinjaman.',
  'doc.partiesHeading': () => 'Para pihak',
  'doc.parties': (lender) =>
    `Perjanjian ini dibuat antara ${lender} (pemberi pinjaman) dan Anda (peminjam) melalui aplikasi Tenora.`,
  'doc.loanHeading': () => 'Pinjaman',
  'doc.repaymentHeading': () => 'Pembayaran',
  'doc.prepaymentHeading': () => 'Pelunasan lebih awal',
  'doc.prepayment': (window) =>
    `${
      window === null
        ? 'Anda dapat melunasi seluruh pinjaman lebih awal kapan saja.'
        : `Anda dapat melunasi seluruh pinjaman lebih awal mulai hari ke-${window.opensDay} setelah pencairan (setelah ${window.termShare} tenor berjalan, dan tidak sebelum hari ke-${window.minDay}).`
    } Anda membayar pokok, bunga hanya sampai hari pelunasan, dan tagihan yang sudah jatuh tempo; tidak ada biaya pelunasan lebih awal.`,
  'doc.penalHeading': () => 'Denda',
  'doc.coolingOffHeading': () => 'Masa pembatalan',
  'doc.grievanceHeading': () => 'Layanan pengaduan',
  'kfs.interestType': (rate) =>
    `Tetap: ${rate}, dihitung atas pokok yang belum dibayar untuk setiap periode cicilan (saldo menurun). Tidak berubah selama pinjaman.`,
  'kfs.aprConvention': () =>
    'APR adalah biaya tahunan pinjaman, bunga dan biaya bersama-sama: tingkat per periode cicilan yang dihasilkan dana yang Anda terima terhadap cicilan Anda, dikali jumlah periode cicilan dalam setahun.',
  'kfs.fee.processing': () => 'Biaya layanan',
  'kfs.fee.tax': (rate) => `Pajak atas biaya layanan (${rate})`,
  'kfs.to.lender': (lender) => `Dibayarkan kepada ${lender} (pemberi pinjaman)`,
  'kfs.to.government': () => 'Dipungut untuk negara (pajak)',
  'kfs.foreclosure': () =>
    'Biaya pelunasan lebih awal: tidak ada. Pelunasan lebih awal hanya membayar pokok, bunga sampai hari pelunasan, dan tagihan yang sudah jatuh tempo.',
  'kfs.lspNone': (lender) =>
    `Penyedia layanan pinjaman: tidak ada. ${lender} memberi pinjaman langsung kepada Anda melalui aplikasi ini.`,
  'kfs.lsp': (name, lender) =>
    `Penyedia layanan pinjaman: ${name} mengoperasikan aplikasi ini untuk ${lender}. Pihak ini tidak ditugaskan menagih tunggakan.`,
  'kfs.recovery': (lender) =>
    `Penagihan: jika cicilan terlambat, ${lender} akan mengingatkan Anda melalui aplikasi, SMS, dan telepon. Jika menggunakan pihak ketiga untuk penagihan, nama pihak tersebut diberitahukan lebih dahulu; penagih mengikuti ketentuan OJK, hanya menghubungi pukul 08.00 sampai 20.00, dan tidak boleh mengancam atau mempermalukan.`,
  'kfs.grievanceWhere': (section) =>
    `Cara dan tujuan pengaduan diatur dalam pasal ${section} perjanjian pinjaman.`,
  'kfs.escalation': () =>
    'Jika pengaduan Anda tidak ditanggapi atau Anda tidak puas dengan jawabannya, Anda dapat mengadu ke OJK melalui Kontak OJK 157.',
  'kfs.scheduleLine': (label, date, total, principal, interest, outstanding) =>
    `${label}, ${date}: ${total} (pokok ${principal}, bunga ${interest}); sisa pokok setelahnya: ${outstanding}`,
  'doc.recoveryHeading': () => 'Penagihan tunggakan',
  'doc.providerHeading': () => 'Penyedia layanan pinjaman',
  'doc.feesHeading': () => 'Biaya dan penerimanya',
  'doc.otherChargesHeading': () => 'Perpanjangan dan biaya lain',
  'kfs.feeLine': (name, amount, recipient) =>
    `${name}: ${amount}. ${recipient}. Dikenakan satu kali, dipotong dari dana yang dicairkan.`,
  'kfs.extension': (rate, days, max) =>
    `Biaya perpanjangan: ${rate} dari sisa pokok untuk setiap perpanjangan jatuh tempo ${days} hari, paling banyak ${max} kali per pinjaman, hanya jika Anda memintanya.`,
  'kfs.extensionCap': (rate) =>
    `Biaya perpanjangan tidak pernah melebihi ${rate} per hari dari sisa pokok selama hari yang ditambahkan, dan bersama semua biaya pinjaman lainnya tidak pernah melebihi 100% dari jumlah pinjaman: biaya yang akan melebihinya diturunkan sampai batas itu.`,
  'kfs.extensionNone': () => 'Perpanjangan: tidak tersedia untuk pinjaman ini.',
  'kfs.loanNumber': (n) =>
    n === null
      ? 'Nomor pinjaman: diberikan saat Anda mengonfirmasi pinjaman.'
      : `Nomor pinjaman: ${n}`,
  'kfs.validity': (date) =>
    `Ketentuan ini berlaku sampai ${date}: konfirmasi sebelum tanggal itu untuk mengambil pinjaman dengan ketentuan ini.`,
  'kfs.part1': () => 'Bagian 1. Suku bunga dan biaya',
  'kfs.part2': () => 'Bagian 2. Informasi lainnya',
  'kfs.loanType': () => 'Jenis pinjaman: pinjaman pribadi tanpa agunan, secara digital.',
  'kfs.sanctioned': (amount) => `Jumlah pinjaman yang disetujui: ${amount}.`,
  'kfs.disbursal': () =>
    'Jadwal pencairan: 100% di muka, sekali ke rekening bank Anda sendiri, dikurangi biaya di bawah.',
  'kfs.term': (days) => `Tenor: ${days} hari.`,
  'kfs.instalmentBullet': (date) =>
    `Cicilan: satu kali pembayaran pokok dan bunga di akhir tenor, pada ${date}.`,
  'kfs.instalmentEqual': (count, every, first) =>
    `Cicilan: ${count} kali, sekitar setiap ${every} hari, masing-masing bagian pokok yang sama ditambah bunga atas sisa pokok; pembayaran dimulai ${first}. Jadwal di bawah memuat setiap tanggal dan jumlahnya.`,
  'kfs.floating': () => 'Suku bunga mengambang: tidak berlaku; suku bunga tetap selama pinjaman.',
  'kfs.feesItem': () =>
    'Biaya, masing-masing dengan penerimanya (pemberi pinjaman, atau pihak ketiga melalui pemberi pinjaman):',
  'kfs.aprItem': (apr) => `Annual Percentage Rate (APR): ${apr}.`,
  'kfs.contingent': () => 'Biaya bersyarat:',
  'kfs.switching': () => 'Biaya perpindahan suku bunga mengambang dan tetap: tidak berlaku.',
  'kfs.anyOther': () => 'Biaya lain: tidak ada.',
  'kfs.recoveryClause': (section) => `Agen penagihan: pasal ${section} perjanjian pinjaman.`,
  'kfs.officer': (officer) => `Petugas penanganan pengaduan (nama, e-mail, telepon): ${officer}.`,
  'kfs.transfer': (yes) =>
    yes
      ? 'Pengalihan ke pemberi pinjaman lain atau sekuritisasi: ya, pinjaman dapat dialihkan; Anda akan diberi tahu.'
      : 'Pengalihan ke pemberi pinjaman lain atau sekuritisasi: tidak.',
  'kfs.coLending': (lender) =>
    `Pendanaan bersama: tidak berlaku; ${lender} mendanai seluruh pinjaman.`,
  'kfs.digital': () => 'Pinjaman digital:',
  'kfs.annexApr': () => 'Lampiran. Cara menghitung APR',
  'kfs.annexSchedule': () => 'Lampiran. Jadwal pembayaran',
  'riplay.licence': (lender, registration) => `${lender}, ${registration}.`,
  'riplay.funder': (lender) =>
    `Sumber dana pinjaman: ${lender} sendiri, dari dananya sendiri; tidak ada pemberi dana lain.`,
  'riplay.features': () => 'Fitur dan biaya',
  'riplay.risks': () => 'Risiko',
  'riplay.riskLate': () =>
    'Jika Anda terlambat membayar, denda keterlambatan ditambahkan (lihat bagian Denda) dan kewajiban Anda bertambah, paling banyak sampai batas yang ditetapkan OJK.',
  'riplay.riskReport': () =>
    'Pinjaman Anda dan setiap keterlambatan dilaporkan ke Sistem Layanan Informasi Keuangan (SLIK) OJK dan Pusat Data Fintech Lending (Pusdafil); keterlambatan dapat memengaruhi pengajuan pinjaman Anda berikutnya di mana pun.',
  'riplay.riskCollection': () =>
    'Pinjaman yang terlambat ditagih oleh pemberi pinjaman melalui aplikasi, SMS, dan telepon, dan bila perlu oleh penagih bersertifikat yang namanya diberitahukan lebih dahulu, sesuai ketentuan OJK: hanya pukul 08.00 sampai 20.00 waktu setempat, tanpa ancaman atau mempermalukan, dan tidak pernah melalui kontak Anda.',
  'riplay.requirements': () => 'Persyaratan',
  'riplay.requirementsLine': () =>
    'Warga Negara Indonesia berusia 18 tahun ke atas (atau sudah menikah), dengan e-KTP, nomor ponsel aktif atas nama sendiri, dan rekening bank atas nama sendiri.',
  'order.notFound': () => 'Pinjaman tersebut tidak ditemukan.',
  'order.required': () => 'Silakan pilih pinjaman.',
  'status.21.title': () => 'Sedang ditinjau',
  'status.21.body': () =>
    'Pengajuan Anda sedang kami tinjau. Kami akan mengabari Anda dalam 1 hari.',
  'status.151.title': () => 'Disetujui',
  'status.151.body': () => 'Pinjaman Anda disetujui dan sedang dikirim ke rekening bank Anda.',
  'status.110.title': () => 'Tidak disetujui',
  'status.110.body': () =>
    'Pengajuan ini belum dapat kami setujui. Anda dapat mengajukan pinjaman lain di bawah.',
  'status.repaying.title': () => 'Menunggu pembayaran',
  'status.repaying.body': (amount, date) =>
    `Cicilan berikutnya sebesar ${amount} jatuh tempo pada ${date}.`,
  'status.repaying.charges': (amount, date) =>
    `Cicilan berikutnya dan denda, seluruhnya ${amount}, jatuh tempo pada ${date}.`,
  'status.payoff.body': (amount, date) =>
    `Melunasi seluruh pinjaman hari ini sebesar ${amount}, lebih murah daripada tagihan yang jatuh tempo pada ${date}.`,
  'status.dueToday.title': () => 'Jatuh tempo hari ini',
  'status.dueToday.body': (amount) => `Silakan bayar ${amount} hari ini agar tidak dikenai denda.`,
  'status.overdue.title': () => 'Terlambat',
  'status.overdue.body': (days, amount, chargesGrow) =>
    `Pembayaran Anda terlambat ${days} hari. Segera bayar ${amount}${chargesGrow ? ' agar denda tidak bertambah' : ''}.`,
  'status.repaid.title': () => 'Lunas',
  'status.repaid.body': () => 'Pinjaman ini sudah lunas. Terima kasih!',
  'status.unknown.title': () => 'Dalam proses',
  'status.unknown.body': () => 'Pinjaman Anda sedang diproses.',
  'landing.terms': (lender, registration, lsp) =>
    `${lender}, ${registration}.${lsp === null ? '' : ` Aplikasi ini dioperasikan oleh ${lsp}, penyedia layanan pinjamannya.`}`,
  'details.cancel': (until, amount, principal, interest, kept) =>
    `Sampai ${until} Anda dapat membatalkan pinjaman ini tanpa denda: bayar ${amount} hari ini, yaitu pokok ${principal} dan bunga ${interest} untuk hari yang digunakan.${kept === null ? '' : ` Biaya layanan (${kept}), yang dipotong saat dana dicairkan, dikenakan satu kali dan tidak dikembalikan.`}`,
  'details.orderNo': () => 'Nomor pesanan',
  'details.appliedOn': () => 'Tanggal pengajuan',
  'details.term': (days) => `${days} hari`,
  'details.termLabel': () => 'Tenor',
  'details.toCredit': () => 'Dana yang akan diterima',
  'details.toRepay': () => 'Total yang harus dibayar',
  'details.amount': () => 'Jumlah pinjaman',
  'details.disbursed': () => 'Dana dicairkan',
  'details.disbursedOn': () => 'Tanggal pencairan',
  'details.dueDate': () => 'Jatuh tempo berikutnya',
  'details.amountDue': () => 'Jumlah tagihan',
  'details.outstanding': () => 'Sisa tagihan',
  'details.penalty': () => 'Denda keterlambatan',
  'details.refunding': () => 'Sedang dikembalikan kepada Anda',
  'details.refunded': (date) => `Dikembalikan kepada Anda pada ${date}`,
  'details.lateApplied': (date) =>
    `Dibayar pada ${date} ke nomor atau kode yang sudah ditarik, dan masuk ke pinjaman ini`,
  'details.expiredApplied': (date) =>
    `Dibayar pada ${date} ke nomor atau kode yang sudah kedaluwarsa, dan masuk ke pinjaman ini`,
  'withdrawn.owedChanged': () =>
    'Nomor ini ditarik karena jumlah tagihan Anda berubah. Jangan dibayar: minta yang baru di layar Bayar.',
  'withdrawn.replaced': () =>
    'Nomor ini ditarik saat Anda meminta nomor atau kode lain. Jangan dibayar: bayar yang baru.',
  'withdrawn.applied': (amount) =>
    `${amount} kami terima ke nomor ini setelah ditarik. Jumlahnya sesuai dengan pinjaman Anda dan sudah masuk ke pinjaman.`,
  'withdrawn.refund': (amount) =>
    `${amount} kami terima ke nomor ini setelah ditarik. Pinjaman Anda sudah tidak memiliki tagihan sebesar itu, jadi dana sedang dikembalikan kepada Anda.`,
  'withdrawn.expired': (at) =>
    `Nomor ini kedaluwarsa pada ${at}. Jangan dibayar: minta yang baru di layar Bayar.`,
  'withdrawn.expiredApplied': (amount) =>
    `${amount} kami terima ke nomor ini setelah kedaluwarsa. Jumlahnya sesuai dengan pinjaman Anda dan sudah masuk ke pinjaman.`,
  'withdrawn.expiredRefund': (amount) =>
    `${amount} kami terima ke nomor ini setelah kedaluwarsa. Pinjaman Anda sudah tidak memiliki tagihan sebesar itu, jadi dana sedang dikembalikan kepada Anda.`,
  'details.rate': () => 'Bunga',
  'details.repayBy': (date) => `Bayar sebelum ${date} agar riwayat Anda tetap baik.`,
  'details.repayNow': (chargesGrow) =>
    chargesGrow ? 'Bayar sekarang agar denda tidak bertambah.' : 'Silakan bayar sekarang.',
  'dev.orderState': (orderId, action) =>
    `Pesanan ${orderId} tidak dapat diproses "${action}" pada status saat ini.`,
  'joint.title': () => 'Kami tidak dapat memproses masuk Anda',
  'joint.notice': () =>
    'Akun Anda belum dapat ditautkan kali ini. Anda tetap dapat mengajukan salah satu pinjaman berikut.',
  'doc.issuedOn': (date) => `Diterbitkan ${date}. Ini adalah salinan yang Anda setujui.`,
  'loan.amountWholeUnits': () => 'Masukkan jumlah dalam rupiah tanpa sen.',
  'card.invalid': () => 'Silakan periksa nomor kartu.',
  'card.bankUnknown': () => 'Silakan pilih bank Anda dari daftar.',
  'repay.chooseCard': () => 'Silakan pilih kartu bank terlebih dahulu.',
  'repay.nothingOwed': () => 'Tidak ada tagihan untuk pinjaman ini.',
  'repay.amountTooHigh': (max) => `Anda dapat membayar paling banyak ${max}.`,
  'repay.fullOnly': (owed) => `Pinjaman ini harus dibayar penuh: silakan bayar ${owed}.`,
  'repay.payoffOpens': (date) =>
    `Pelunasan lebih awal dapat dilakukan mulai ${date}. Sampai saat itu, Anda dapat membayar tagihan yang sudah jatuh tempo.`,
  'repay.duplicate': () => 'Pembayaran ini sudah dikirim.',
  'repay.notFound': () => 'Pembayaran tersebut tidak ditemukan. Silakan mulai lagi.',
  'repay.declined': () => 'Bank Anda menolak pembayaran. Silakan gunakan kartu lain.',
  'repay.reversed': () =>
    'Pembayaran ini tidak dapat diselesaikan, jadi tagihannya dibatalkan: tidak ada dana yang diambil. Silakan coba lagi.',
  'loan.limitTooLow': (available, min) =>
    `Limit tersedia Anda ${available}, sedangkan pinjaman ini mulai dari ${min}. Lunasi pinjaman yang berjalan untuk meminjam lagi.`,
  'loan.limitBelowMin': (limit, min) =>
    `Limit Anda ${limit}, sedangkan pinjaman ini mulai dari ${min}.`,
  'loan.amountChoice': (min, max, step) =>
    `Silakan pilih jumlah dari ${min} sampai ${max}, dengan kelipatan ${step}.`,
  'loan.amountOnly': (amount) => `Saat ini jumlah yang dapat Anda pilih hanya ${amount}.`,
  'loan.consentRequired': () =>
    'Silakan baca RIPLAY dan perjanjian pinjaman, lalu centang bahwa Anda menyetujuinya, untuk mengambil pinjaman ini.',
  'loan.documentsChanged': () =>
    'Ketentuan pinjaman ini telah berubah sejak Anda membacanya. Silakan baca kembali RIPLAY dan perjanjian pinjaman sebelum konfirmasi.',
  'otp.repaymentText': (code, amount) =>
    `${code} adalah kode Tenora untuk membayar ${amount}. Berlaku 5 menit. Jangan berikan kepada siapa pun.`,
  'otp.wrong': (left) => `Kode salah. Sisa ${left} kali percobaan.`,
  'otp.voided': () => 'Kode salah. Kode ini tidak berlaku lagi: silakan minta kode baru.',
  'otp.expired': () => 'Kode sudah kedaluwarsa. Silakan minta kode baru.',
  'otp.wait': (seconds) => `Silakan tunggu ${seconds} detik sebelum meminta kode lagi.`,
  'va.atm': () => 'ATM',
  'va.mobile': () => 'Mobile banking',
  'va.internet': () => 'Internet banking',
  'va.step.atm.1': () => 'Masukkan kartu dan PIN Anda.',
  'va.step.atm.2': () => 'Pilih Transaksi lainnya, lalu Transfer, lalu Virtual account.',
  'va.step.app.1': (bank) => `Masuk ke ${bank}.`,
  'va.step.app.2': () => 'Pilih Transfer, lalu Virtual account.',
  'va.step.number': (va) => `Masukkan nomor virtual account ${va}.`,
  'va.step.amount': (amount) => `Pastikan jumlahnya ${amount}, lalu konfirmasi.`,
  'va.step.receipt': () => 'Simpan bukti pembayaran sampai pembayaran tampil di Tenora.',
  'va.step.market.1': (market) => `Datangi kasir ${market} mana saja.`,
  'va.step.market.2': (code) =>
    `Sampaikan bahwa Anda membayar Tenora dan berikan kode pembayaran ${code}.`,
  'va.step.market.3': (amount) => `Bayar tunai tepat ${amount}.`,
  'va.chooseBank': () => 'Silakan pilih bank dan cara pembayaran.',
  'va.chooseMarket': () => 'Silakan pilih toko.',
  'pay.methodNotOffered': () =>
    'Cara pembayaran ini tidak tersedia untuk pinjaman Anda. Silakan pilih cara lain di layar Bayar.',
  'va.step.in.payee': (va, ifsc, name) =>
    `Tambahkan penerima atas nama ${name}, dengan nomor rekening ${va} dan IFSC ${ifsc}.`,
  'va.step.in.send': (amount) => `Kirim tepat ${amount} melalui IMPS, NEFT, atau RTGS.`,
  'upi.invalidId': () =>
    'Masukkan ID UPI seperti nama@bank, sesuai yang tampil di aplikasi UPI Anda.',
  'upi.note': (orderId) => `Pinjaman Tenora ${orderId}`,
  'upi.closed': () =>
    'Pembayaran UPI ini sudah tidak berlaku. Silakan mulai lagi dari layar Bayar.',
  'sandbox.withdrawn': () =>
    'Bank sandbox menolak: nomor atau kode ini sudah ditarik. Kirim late: true untuk memainkan uang yang diterima sebelum itu.',
  'upi.collectRefused': () =>
    'Permintaan ke ID UPI tersebut tidak dapat dikirim. Periksa kembali, atau bayar dari aplikasi UPI Anda.',
  'pay.providerDown': () =>
    'Layanan pembayaran tidak menjawab, dan tidak ada dana yang ditarik. Silakan coba lagi sebentar lagi.',
  'plan.due': (date) => `Jatuh tempo ${date}`,
  'plan.overdue': (days) => `Terlambat ${days} hari, termasuk denda`,
  'plan.paid': (date) => `Lunas, jatuh tempo ${date}`,
  'plan.opens': (due, opens) =>
    `Jatuh tempo ${due}. Dapat dibayar mulai ${opens}, saat pelunasan lebih awal dibuka.`,
  'plan.note': () =>
    'Cicilan dibayar berurutan: memilih satu cicilan ikut memilih semua cicilan sebelumnya.',
  'delay.owed': () => 'Tagihan saat ini',
  'delay.currentDue': () => 'Jatuh tempo saat ini',
  'delay.fee': () => 'Biaya perpanjangan',
  'delay.newDue': () => 'Jatuh tempo baru',
  'delay.limit': (max) =>
    `Pinjaman ini sudah diperpanjang ${max} kali, batas maksimumnya. Silakan lunasi pinjaman ini.`,
  'delay.wait': (date) =>
    `Pinjaman ini sudah diperpanjang sampai ${date}. Anda dapat memperpanjangnya lagi mulai hari itu.`,
  'delay.cap': () =>
    'Pinjaman ini sudah mencapai batas biaya maksimum menurut ketentuan OJK, sehingga tidak dapat diperpanjang. Silakan lunasi pinjaman ini.',
  'va.rule.exact': (amount) => `Bayar tepat ${amount}: jumlah yang berbeda tidak diterima.`,
  'va.rule.once': () => 'Nomor ini hanya berlaku untuk satu kali pembayaran.',
  'va.rule.expiry': () => 'Setelah kedaluwarsa, minta nomor baru di aplikasi.',
  'promotion.unknownTemplate': () => 'Halaman ini sudah tidak tersedia.',
  'promotion.badProduct': () =>
    'Produk harus salah satu yang ditawarkan di pasar aplikasi templat ini.',
  'phone.invalidFor': (market) =>
    market === 'IN'
      ? 'Masukkan nomor ponsel 10 digit yang valid, diawali 6, 7, 8, atau 9.'
      : 'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
  'promotion.captchaRequired': () => 'Masukkan 4 karakter yang ada di gambar.',
  'promotion.captchaWrong': () =>
    'Karakter tidak sesuai dengan gambar. Silakan masukkan karakter pada gambar yang baru.',
  'promotion.captchaExpired': () =>
    'Gambar sudah kedaluwarsa. Silakan masukkan karakter pada gambar yang baru.',
  'promotion.smsCodeRequired': () => 'Masukkan kode 6 digit yang kami kirim lewat SMS.',
  'promotion.smsText': (code, app) =>
    `${code} adalah kode pendaftaran ${app} Anda. Berlaku 5 menit. Jangan berikan kepada siapa pun.`,
  'promotion.alreadyRegistered': () => 'Anda sudah terdaftar. Silakan unduh aplikasinya dan masuk.',
  'promotion.tooManyFromNetwork': (minutes) =>
    `Terlalu banyak permintaan dari jaringan Anda. Silakan coba lagi dalam ${minutes} menit.`,
  'promotion.tooManyCodes': (minutes) =>
    `Nomor ini sudah terlalu sering meminta kode. Silakan coba lagi dalam ${minutes} menit.`,
  'promotion.badLink': (field) =>
    `${field} harus berupa path di situs ini, atau (untuk unduhan) alamat https pada host yang diizinkan aplikasi.`,
  'promotion.badRange': (field) => `${field}: nilai minimum melebihi nilai maksimum.`,
  'site.incomplete': () => 'Mohon lengkapi semua informasi!',
  'promotion.captchaUsed': () =>
    'Gambar itu sudah dipakai untuk meminta kode. Silakan masukkan karakter pada gambar yang baru.',
  'field.file': (f) => `${f}: silakan lampirkan foto.`,
  'upload.tooLarge': (mb) => `Foto ini lebih dari ${mb} MB. Silakan pilih foto yang lebih kecil.`,
  'upload.oneFile': () => 'Silakan kirim satu foto setiap kali.',
  'upload.tooManyParts': () => 'Unggahan ini memiliki terlalu banyak bagian. Kirim fotonya saja.',
  'upload.unreadable': () => 'Unggahan tidak dapat dibaca. Silakan coba lagi.',
  'upload.empty': () => 'File ini kosong. Silakan pilih foto.',
  'upload.notImage': () => 'Hanya foto berformat JPEG, PNG, atau WebP yang dapat ditambahkan.',
  'upload.unreadableImage': () => 'Foto ini tidak dapat dibuka. Silakan pilih foto lain.',
  'upload.tooManyPending': () =>
    'Anda sudah menambahkan banyak foto tanpa mengirim pengaduan. Kirim pengaduan Anda dulu, atau coba lagi besok.',
  'upload.imageNotFound': () => 'Foto ini tidak tersedia.',
  'complaint.row.amount': () => 'Jumlah pinjaman',
  'complaint.row.applied': () => 'Tanggal pengajuan',
  'complaint.row.due': () => 'Jatuh tempo',
  'complaint.type': (value) =>
    ({
      1: 'Perilaku penagihan',
      2: 'Pembayaran',
      3: 'Pencairan dana',
      4: 'Biaya dan denda',
      5: 'Data pribadi dan privasi',
      6: 'Aplikasi',
      7: 'Lainnya',
    })[value] ?? 'Lainnya',
  'complaint.sonType': (value) =>
    ({
      1: 'Kata-kata kasar',
      2: 'Menghubungi keluarga atau kontak saya',
      3: 'Menelepon di jam yang tidak wajar',
      4: 'Ancaman',
      5: 'Perilaku lainnya',
    })[value] ?? 'Perilaku lainnya',
  'complaint.status': (value) => (value === 2 ? 'Selesai' : 'Dalam proses'),
  'complaint.detailRequired': () => 'Silakan isi komentar dan saran Anda',
  'complaint.typeUnknown': () => 'Silakan pilih jenis masalah.',
  'complaint.sonTypeRequired': () => 'Silakan pilih apa yang terjadi saat penagihan.',
  'complaint.imageUnknown': () =>
    'Salah satu foto sudah tidak tersedia. Hapus foto itu lalu tambahkan lagi.',
  'complaint.tooManyImages': (max) => `Anda dapat menambahkan paling banyak ${max} foto.`,
  'complaint.collectionNotAllowed': () =>
    'Pengaduan tentang penagihan hanya dapat dibuat untuk pinjaman yang sedang atau pernah terlambat. Pilih pinjaman tersebut, atau jenis masalah lain.',
  'complaint.notFound': () => 'Pengaduan ini tidak ditemukan.',
  'complaint.escalate.in.authority': () => 'RBI Ombudsman',
  'complaint.escalate.in.waiting': (due, from) =>
    `Jika kami belum menjawab paling lambat ${due}, mulai ${from} Anda dapat mengadu ke RBI Ombudsman melalui Complaint Management System milik RBI. Jika Anda tidak puas dengan jawaban kami, Anda dapat mengadu segera setelah menerimanya. Anda juga dapat menghubungi petugas pengaduan kami.`,
  'complaint.escalate.in.late': (due) =>
    `Jawaban kami seharusnya Anda terima paling lambat ${due}: Anda dapat mengadu ke RBI Ombudsman sekarang, melalui Complaint Management System milik RBI. Anda juga dapat menghubungi petugas pengaduan kami.`,
  'complaint.imagesRemoved': (on, months) =>
    `Foto pengaduan ini dihapus pada ${on}: kami menyimpannya selama ${months} bulan setelah kami menjawab, sesuai kebijakan privasi kami.`,
  'complaint.escalate.in.answered': () =>
    'Jika Anda tidak puas dengan jawaban kami, Anda dapat mengadu ke RBI Ombudsman sekarang, melalui Complaint Management System milik RBI. Anda juga dapat menghubungi petugas pengaduan kami.',
  'complaint.escalate.id.waiting': (due, from) =>
    `Jika kami belum menjawab paling lambat ${due}, mulai ${from} Anda dapat mengadukannya ke layanan pengaduan konsumen OJK: telepon 157 atau melalui Kontak OJK 157. Jika Anda tidak puas dengan jawaban kami, Anda dapat mengadukannya segera setelah menerimanya. Anda juga dapat menghubungi petugas pengaduan kami.`,
  'complaint.escalate.id.late': (due) =>
    `Jawaban kami seharusnya Anda terima paling lambat ${due}: Anda dapat mengadukannya sekarang ke layanan pengaduan konsumen OJK: telepon 157 atau melalui Kontak OJK 157. Anda juga dapat menghubungi petugas pengaduan kami.`,
  'complaint.escalate.id.answered': () =>
    'Jika Anda tidak puas dengan jawaban kami, Anda dapat mengadukannya sekarang ke layanan pengaduan konsumen OJK: telepon 157 atau melalui Kontak OJK 157. Anda juga dapat menghubungi petugas pengaduan kami.',
  'complaint.scoreBeforeAnswer': () =>
    'Anda dapat memberi nilai setelah kami menjawab pengaduan ini.',
  'complaint.scoredAlready': () => 'Anda sudah memberi nilai untuk pengaduan ini. Terima kasih.',
  'complaint.answeredAlready': () => 'Pengaduan ini sudah dijawab.',
  'complaint.extendIndonesiaOnly': () => 'Hanya pengaduan di Indonesia yang dapat diperpanjang.',
  'complaint.assignAnswered': () =>
    'Pengaduan ini sudah dijawab, jadi tidak perlu diserahkan kepada siapa pun.',
  'complaint.assignNotAgent': () =>
    'Pengaduan hanya dapat diserahkan kepada staf aktif yang berperan sebagai agen.',
  'complaint.extendedAlready': () => 'Pengaduan ini sudah pernah diperpanjang, atau sudah dijawab.',
  'complaint.extendPastDue': (due) =>
    `Batas waktu pengaduan ini, ${due}, sudah lewat: pengaduan hanya dapat diperpanjang paling lambat pada batas waktu pertamanya.`,
  'qa.notFound': () => 'Pertanyaan ini tidak tersedia.',
  'qa.extension.order': (product, fee, days, date) =>
    `Untuk pinjaman ${product} Anda, perpanjangan saat ini berbiaya ${fee} dan memundurkan jatuh tempo ${days} hari, menjadi ${date}.`,
  'qa.coolingOff.kept': () =>
    'Biaya layanan dan pajaknya, yang dipotong saat dana dicairkan, dikenakan satu kali dan tidak dikembalikan jika Anda membatalkan; detail pinjaman Anda menunjukkan jumlah pasti yang harus dibayar.',
  'qa.coolingOff.productTax': (product, fee, tax) =>
    `${product}: biaya ${fee} dari jumlah pinjaman, ditambah pajak ${tax}.`,
  'qa.coolingOff.product': (product, fee) => `${product}: biaya ${fee} dari jumlah pinjaman.`,
  'qa.extension.general': () =>
    'Biaya perpanjangan adalah persentase dari pokok yang belum dibayar, dan jatuh tempo Anda mundur:',
  'qa.extension.product': (product, percent, days, max) =>
    `${product}: ${percent} untuk ${days} hari, paling banyak ${max} kali per pinjaman.`,
  'qa.extension.ojk': () =>
    'Semua biaya dihitung dalam batas OJK, sehingga biayanya bisa lebih rendah dari tarif ini.',
  'qa.extension.none': () => 'Pinjaman kami saat ini tidak dapat diperpanjang.',
  'qa.answerDays': (market) =>
    market === 'IN'
      ? '30 hari'
      : '10 hari kerja (tidak termasuk hari libur nasional dan cuti bersama)',
  'qa.handOver': () => 'Ceritakan apa yang terjadi dan kami akan menanganinya.',
  'qa.solvedValue': () => 'Silakan pilih apakah jawaban ini menyelesaikan masalah Anda.',
  'qa.solved': () => 'Senang bisa membantu. Berapa nilai Anda untuk jawaban ini?',
  'qa.notSolved': (phone) =>
    `Maaf, jawaban itu belum membantu. Anda dapat menelepon layanan pelanggan di ${phone}, atau membuat pengaduan dan kami akan menjawabnya.`,
  'qa.starsValue': () => 'Silakan pilih 1 sampai 5 bintang.',
  'qa.pickStars': () => 'Silakan pilih',
  'qa.thanks': () => 'Terima kasih atas penilaian Anda.',
  'qa.emptyText': () => 'Silakan ketik pertanyaan Anda.',
  'qa.noMatch': () =>
    'Maaf, saya belum menemukan jawabannya. Apakah Anda ingin membuat pengaduan agar tim kami dapat membantu?',
  'qa.loan.due': (product, amount, date) =>
    `Pembayaran berikutnya untuk ${product} sebesar ${amount}, jatuh tempo pada ${date}.`,
  'qa.loan.late': (product, amount, days, chargesGrow) =>
    `Pinjaman ${product} Anda terlambat ${days} hari: ${amount} harus dibayar sekarang, termasuk denda keterlambatan.${chargesGrow ? ' Membayar hari ini menghentikan bertambahnya denda.' : ''}`,
  'qa.loan.owed': (product, amount) => `Tagihan Anda untuk ${product} sebesar ${amount}.`,
  'qa.loan.none': () => 'Saat ini Anda tidak memiliki pinjaman yang harus dibayar.',
  'qa.loan.nothingDue': (product) => `Tidak ada tagihan untuk pinjaman ${product} Anda.`,
  'qa.loan.extend': (product, days, fee, date) =>
    `Bisa: Anda dapat memperpanjang ${product} selama ${days} hari dengan biaya ${fee}. Pembayaran Anda lalu jatuh tempo pada ${date}.`,
  'qa.loan.noExtension': (product) =>
    `Pinjaman ${product} Anda tidak dapat diperpanjang sekarang. Anda dapat membayar tagihan, atau sebagiannya, di halaman Bayar.`,
  'qa.loan.documents': (product) =>
    `Ringkasan informasi (RIPLAY) dan perjanjian pinjaman ${product} ada di dokumennya.`,
  'message.notFailed': () => 'Hanya pesan yang gagal yang dapat dikirim ulang.',
  'message.textRemoved': (months) =>
    `Isi pesan ini dihapus ${months} bulan setelah dikirim, sesuai kebijakan privasi kami.`,
  'notify.reminder.title': (kind, days) =>
    kind === 'before'
      ? `Tagihan jatuh tempo ${days} hari lagi`
      : kind === 'due'
        ? 'Tagihan jatuh tempo hari ini'
        : `Pembayaran terlambat ${days} hari`,
  'notify.reminder.before': (product, amount, date, days) =>
    `${product}: tagihan ${amount} jatuh tempo pada ${date}, ${days} hari lagi. Bayar di aplikasi: Pinjaman saya, lalu Bayar.`,
  'notify.reminder.beforePayoff': (product, amount, date, days, payoff) =>
    `${product}: tagihan ${amount} jatuh tempo pada ${date}, ${days} hari lagi. Melunasi seluruh pinjaman hari ini lebih murah: ${payoff}. Bayar di aplikasi: Pinjaman saya, lalu Bayar.`,
  'notify.reminder.due': (product, amount) =>
    `${product}: tagihan ${amount} jatuh tempo hari ini. Bayar di aplikasi: Pinjaman saya, lalu Bayar. Membayar hari ini menghindari denda.`,
  'notify.reminder.overdue': (product, amount, date, days, charges) =>
    `${product}: pembayaran yang jatuh tempo pada ${date} terlambat ${days} hari. Tagihan sekarang ${amount}${charges ? `, termasuk denda keterlambatan ${charges} sejauh ini` : ''}. Bayar di aplikasi: Pinjaman saya, lalu Bayar.`,
  'notify.penal.title': () => 'Denda keterlambatan dikenakan',
  'notify.penal.body': (product, date, charges) =>
    `${product}: denda keterlambatan dikenakan karena pembayaran yang jatuh tempo pada ${date} belum dibayar. Denda pada pinjaman kini ${charges}, sesuai RIPLAY Anda. Membayar sekarang menghentikan bertambahnya denda.`,
  'notify.complaint.received.title': () => 'Pengaduan diterima',
  'notify.complaint.received.body': (reference, date) =>
    `Pengaduan Anda ${reference} telah kami terima. Kami akan menjawabnya paling lambat ${date}. Pantau di aplikasi: Bantuan, Pengaduan saya.`,
  'notify.complaint.answered.title': () => 'Pengaduan dijawab',
  'notify.complaint.answered.body': (reference) =>
    `Pengaduan Anda ${reference} telah kami jawab. Baca jawabannya di aplikasi: Bantuan, Pengaduan saya.`,
  'notify.complaint.extended.title': () => 'Batas waktu jawaban pengaduan diperpanjang',
  'notify.complaint.extended.body': (reference, date, reason) =>
    `Kami memerlukan waktu lebih untuk pengaduan Anda ${reference}: jawaban paling lambat ${date}. Alasan: ${reason}`,
  'paper.receipt.title': () => 'Bukti pembayaran',
  'paper.repaid.title': () => 'Surat keterangan lunas',
  'paper.provider': (name) => `Penyelenggara layanan: ${name}`,
  'paper.number': () => 'Nomor',
  'paper.issuedOn': () => 'Tanggal terbit',
  'paper.borrower': () => 'Peminjam (ponsel)',
  'paper.loan': () => 'Nomor pinjaman',
  'paper.product': () => 'Pinjaman',
  'paper.pageOf': () => 'Halaman {page} dari {pages}',
  'paper.payment': () => 'Pembayaran diterima',
  'paper.amount': () => 'Jumlah',
  'paper.paidAt': () => 'Diterima pada',
  'paper.method': (method) =>
    ({
      upi: 'UPI',
      card: 'Kartu debit',
      netbanking: 'Internet banking',
      va: 'Transfer bank (virtual account)',
      market: 'Kode bayar minimarket',
      wallet: 'Dompet digital',
      autopay: 'Debit otomatis',
    })[method] ?? method,
  'paper.methodLabel': () => 'Dibayar dengan',
  'paper.reference': () => 'Referensi',
  'paper.applied': () => 'Rincian penggunaan pembayaran',
  'paper.part.penalty': () => 'Denda keterlambatan',
  'paper.part.fee': () => 'Biaya',
  'paper.part.interest': () => 'Bunga',
  'paper.part.principal': () => 'Pokok',
  'paper.total': () => 'Total',
  'paper.extensionFee': () => 'Biaya perpanjangan',
  'paper.extendedTo': () => 'Cicilan berikutnya kini jatuh tempo',
  'paper.after': () => 'Setelah pembayaran ini',
  'paper.owedAfter': () => 'Sisa kewajiban pinjaman',
  'paper.settled': () => 'Pinjaman telah lunas.',
  'paper.repaid.section': () => 'Keterangan',
  'paper.repaid.body': (loan, product, date, lender) =>
    `${lender} menerangkan bahwa pinjaman ${loan} (${product}) telah lunas pada ${date}. Tidak ada lagi kewajiban atas pinjaman ini, dan tidak akan dikenakan biaya apa pun atasnya.`,
  'paper.principalBorrowed': () => 'Jumlah pinjaman',
  'paper.disbursedOn': () => 'Dicairkan pada',
  'paper.repaidOn': () => 'Lunas pada',
  'paper.totalRepaid': () => 'Total pembayaran',
  'paper.notFound': () => 'Dokumen ini tidak ditemukan.',
  'notify.paper.receipt.title': () => 'Pembayaran diterima',
  'notify.paper.receipt.body': (amount, number) =>
    `Pembayaran Anda sebesar ${amount} telah kami terima. Bukti pembayaran ${number} ada di aplikasi: Pinjaman saya, Dokumen saya.`,
  'contact.emailNotSentNow': () =>
    'Kode belum dapat dikirim ke alamat ini. Tidak ada yang berubah; silakan coba lagi beberapa menit lagi.',
  'contact.emailUndeliverable': () => 'Alamat ini tidak menerima email. Periksa lalu coba lagi.',
  'contact.samePhone': () => 'Ini sudah nomor Anda.',
  'contact.phoneTaken': () =>
    'Nomor ini sudah dipakai akun Tenora lain, jadi tidak dapat ditambahkan ke akun Anda. Jika nomor ini milik Anda, hubungi kami melalui aplikasi (Bantuan).',
  'contact.nothingWaiting': () =>
    'Tidak ada perubahan yang menunggu konfirmasi, atau kodenya sudah kedaluwarsa. Silakan mulai lagi.',
  'contact.codeCurrent': (code: string, newNumber: string) =>
    `${code} adalah kode Tenora Anda untuk memindahkan akun ke nomor berakhiran ${newNumber}. Jangan berikan kepada siapa pun. Jika Anda tidak memintanya, abaikan: nomor Anda tetap.`,
  'contact.codeNew': (code: string) =>
    `${code} adalah kode Tenora Anda untuk mengonfirmasi nomor ini bagi akun pinjaman Anda. Jangan berikan kepada siapa pun.`,
  'contact.emailCodeSubject': () => 'Kode untuk mengonfirmasi alamat email ini',
  'contact.emailCodeText': (code: string) =>
    `${code} adalah kode Tenora Anda untuk mengonfirmasi alamat email ini bagi pesan pinjaman Anda. Berlaku 5 menit. Jika Anda tidak memintanya, abaikan email ini: tidak ada yang berubah.`,
  'notify.phone.title': () => 'Nomor HP Anda diubah',
  'notify.phone.body': (number: string) =>
    `Pesan dan kode pinjaman Anda kini dikirim ke nomor berakhiran ${number}. Jika Anda tidak melakukan perubahan ini, segera hubungi kami melalui aplikasi (Bantuan).`,
  'notify.phoneLeft.body': (number: string) =>
    `Akun Tenora Anda telah pindah dari nomor ini ke nomor berakhiran ${number}, jadi nomor ini tidak lagi menerima pesannya. Jika Anda tidak melakukan perubahan ini, segera telepon kami.`,
  'notify.email.title': () => 'Alamat email Anda diubah',
  'notify.email.body': (email: string) =>
    `Pesan pinjaman Anda kini juga dikirim ke ${email}. Jika Anda tidak melakukan perubahan ini, segera hubungi kami melalui aplikasi (Bantuan).`,
  'notify.emailRemoved.title': () => 'Alamat email Anda dihapus',
  'notify.emailRemoved.body': () =>
    'Pesan pinjaman Anda kini hanya dikirim lewat SMS. Jika Anda tidak melakukan perubahan ini, segera hubungi kami melalui aplikasi (Bantuan).',
  'notify.bankAccount.title': () => 'Rekening bank Anda diubah',
  'notify.bankAccount.body': (account: string) =>
    `Pinjaman Anda selanjutnya akan dikirim ke rekening bank ${account}. Jika Anda tidak melakukan perubahan ini, segera hubungi kami melalui aplikasi (Bantuan).`,
  'autopay.notOffered': () => 'Pembayaran otomatis belum tersedia untuk pinjaman di negara Anda.',
  'autopay.nothingOwed': () =>
    'Tidak ada lagi yang perlu dibayar otomatis pada pinjaman ini. Debit otomatis dapat diaktifkan pada pinjaman yang sudah dicairkan dan masih memiliki cicilan.',
  'autopay.alreadyOn': () =>
    'Debit otomatis sudah aktif pada pinjaman ini. Batalkan dulu jika Anda ingin mengaturnya ulang.',
  'autopay.tooMany': (minutes: number) =>
    `Anda sudah beberapa kali mencoba mengaktifkan debit otomatis. Silakan coba lagi dalam ${minutes} menit.`,
  'autopay.providerDown': () =>
    'Kami tidak dapat menghubungi bank Anda saat ini. Tidak ada yang diaktifkan dan tidak ada dana yang diambil; silakan coba lagi beberapa menit lagi.',
  'autopay.field.bank': () => 'Pilih bank Anda dari daftar.',
  'autopay.field.lastFour': () => 'Masukkan 4 angka terakhir kartu debit Anda.',
  'autopay.field.expiry': () =>
    'Masukkan masa berlaku yang tertera di kartu Anda, dengan format BB/TT (misalnya 08/29). Kartu tidak boleh sudah kedaluwarsa.',
  'autopay.field.code': () => 'Masukkan kode yang dikirim bank Anda melalui SMS (hanya angka).',
  'autopay.noCodeAsked': () =>
    'Tidak ada kode yang sedang ditunggu untuk debit otomatis pinjaman ini. Silakan atur ulang.',
  'autopay.codeRefused': () =>
    'Bank Anda tidak menerima kode ini. Periksa SMS dari bank Anda dan masukkan kodenya lagi.',
  'autopay.problem.refused': () =>
    'Persetujuan debit ditolak oleh bank Anda, sehingga debit otomatis tidak aktif. Anda dapat mengaturnya lagi.',
  'autopay.problem.ended': () =>
    'Persetujuan debit diakhiri oleh bank Anda, sehingga debit otomatis tidak aktif. Anda dapat mengaturnya lagi.',
  'autopay.description': (order: number) => `Debit otomatis pinjaman Tenora ${order}`,
  'autopay.payerName': () => 'Peminjam Tenora',
  'autopay.yourUpi': () => 'akun UPI Anda',
  'autopay.yourBank': () => 'rekening bank Anda',
  'notify.autopay.on.title': () => 'Debit otomatis aktif',
  'notify.autopay.on.body': (order: number, account: string, max: string) =>
    `Debit otomatis aktif untuk pinjaman ${order} Anda, dari ${account}. Setiap cicilan diambil pada tanggal jatuh temponya, tidak pernah lebih dari yang terutang dan paling banyak ${max}, dan kami memberi tahu Anda 24 jam sebelumnya. Anda dapat membatalkan debit otomatis kapan saja di aplikasi (Bayar).`,
  'notify.autopay.off.title': () => 'Debit otomatis nonaktif',
  'notify.autopay.off.body': (order: number) =>
    `Debit otomatis pada pinjaman ${order} Anda telah berakhir: tidak ada lagi pendebetan otomatis yang baru. Bayar cicilan Anda di aplikasi (Bayar); kami akan mengingatkan Anda sebelum setiap cicilan.`,
  'notify.autopay.notice.title': () => 'Pembayaran otomatis besok',
  'notify.autopay.notice.body': (
    amount: string,
    order: number,
    product: string,
    date: string,
    account: string,
  ) =>
    `${amount} untuk pinjaman ${order} Anda (${product}) akan diambil dari ${account} melalui debit otomatis pada ${date}. Pastikan saldo Anda cukup. Untuk menghentikannya, batalkan debit otomatis di aplikasi (Bayar) sebelum tanggal tersebut.`,
  'notify.autopay.failed.title': () => 'Pembayaran otomatis gagal',
  'notify.autopay.failed.body': (amount: string, order: number, date: string) =>
    `Pembayaran otomatis sebesar ${amount} untuk pinjaman ${order} Anda, jatuh tempo ${date}, gagal. Silakan bayar di aplikasi (Bayar) agar tidak dikenakan denda keterlambatan.`,
  'notify.disbursed.title': () => 'Pinjaman Anda sedang dikirim',
  'notify.disbursed.body': (amount: string, order: number, account: string) =>
    `${amount} dari pinjaman ${order} telah dikirim ke rekening bank Anda ${account}. Dana dapat memerlukan beberapa jam untuk masuk ke rekening. Jadwal pembayaran ada di aplikasi.`,
  'notify.paper.refund.title': () => 'Dana dikembalikan',
  'notify.paper.refund.body': (amount, number) =>
    `Kami telah mengembalikan ${amount} ke rekening atau kartu asalnya. Bukti pengembalian dana ${number} ada di aplikasi: Pinjaman saya, Dokumen saya.`,
  'paper.refund.title': () => 'Bukti pengembalian dana',
  'paper.refund.section': () => 'Dana dikembalikan',
  'paper.refund.why': () =>
    'Pembayaran ini kami terima saat pinjaman sudah tidak memiliki tagihan, sehingga tidak digunakan untuk pinjaman. Dana telah dikembalikan ke rekening atau kartu asalnya. Bank memerlukan hingga 7 hari kerja untuk menampilkannya.',
  'paper.refund.amount': () => 'Jumlah dikembalikan',
  'paper.refund.refundedOn': () => 'Dikembalikan pada',
  'paper.refund.providerId': () => 'Referensi pengembalian (untuk bank Anda)',
  'paper.refund.payment': () => 'Pembayaran yang dikembalikan',
  'notify.paper.resend.body': (title, number) =>
    `Sesuai permintaan Anda, berikut ${title} ${number} sekali lagi: ada di aplikasi, Pinjaman saya, Dokumen saya.`,
  'paper.sanction.title': () => 'Surat persetujuan pinjaman',
  'paper.sanction.section': () => 'Persetujuan pinjaman',
  'paper.sanction.body': (loan, product, lender) =>
    `${lender} menyetujui pinjaman ${loan} (${product}) dengan ketentuan di bawah ini, sesuai ringkasan informasi pinjaman yang Anda konfirmasi.`,
  'paper.sanction.amount': () => 'Jumlah pinjaman disetujui',
  'paper.sanction.term': () => 'Tenor',
  'paper.sanction.termValue': (days, instalments) =>
    instalments === null ? `${days} hari` : `${days} hari, ${instalments} kali angsuran`,
  'paper.sanction.interest': () => 'Suku bunga',
  'paper.sanction.apr': () => 'Suku bunga tahunan efektif (APR)',
  'paper.sanction.fee': () => 'Biaya administrasi',
  'paper.sanction.feeTax': () => 'Pajak atas biaya administrasi',
  'paper.sanction.feeTaxRate': (rate) => `Pajak atas biaya administrasi (${rate})`,
  'paper.sanction.net': () => 'Jumlah bersih yang dicairkan',
  'paper.sanction.validity': () => 'Masa berlaku',
  'paper.sanction.validUntil': () =>
    'Persetujuan ini berlaku sampai pinjaman dicairkan ke rekening Anda.',
  'notify.paper.sanction.title': () => 'Pinjaman disetujui',
  'notify.paper.sanction.body': (amount, number) =>
    `Pinjaman Anda sebesar ${amount} disetujui. Surat persetujuan pinjaman ${number}, beserta perjanjian pinjaman dan RIPLAY yang Anda setujui, ada di aplikasi: Pinjaman saya, Dokumen saya.`,
  'notify.paper.repaid.title': () => 'Pinjaman lunas',
  'notify.paper.repaid.body': (product, number) =>
    `${product}: pinjaman Anda telah lunas. Surat keterangan lunas ${number} ada di aplikasi: Pinjaman saya, Dokumen saya.`,
  'privacy.law': (market) =>
    market === 'IN'
      ? 'Digital Personal Data Protection Act 2023 India'
      : 'UU PDP No. 27 Tahun 2022 tentang Pelindungan Data Pribadi',
  'privacy.kind': (kind) =>
    ({
      access: 'permintaan akses data',
      correction: 'permintaan perbaikan data',
      erasure: 'permintaan penutupan akun dan penghapusan data',
      grievance: 'pengaduan tentang data pribadi',
    })[kind] ?? kind,
  'privacy.detailRequired': (kind) =>
    kind === 'correction'
      ? 'Tuliskan data mana yang salah dan seharusnya bagaimana.'
      : 'Tuliskan isi pengaduan Anda.',
  'privacy.alreadyOpen': (kind) =>
    `Anda masih punya ${kind} yang sedang diproses. Kami akan menjawabnya lebih dulu; pantau di sini, di bagian Permintaan Anda.`,
  'privacy.erasure.openLoans': (loans, autopay) =>
    `Akun Anda belum dapat ditutup selama masih ada pinjaman yang berjalan. ${autopay ? 'Batalkan debit otomatis, lalu lunasi' : 'Lunasi'} dulu, atau tunggu keputusan atas: ${loans}. Setelah itu, ajukan lagi.`,
  'privacy.loan': (order, product) => `pinjaman ${order} (${product})`,
  'privacy.closedWithAccount': () =>
    'Ditutup bersama akun Anda, sesuai permintaan Anda: kami tidak lagi memprosesnya.',
  'privacy.erasure.loanSince': (loans) =>
    `Kami ternyata belum dapat menutup akun Anda: sejak permintaan Anda, ada pengajuan pinjaman (${loans}). Abaikan pesan kami bahwa akun sudah ditutup. Akun dan data Anda tetap seperti semula; Anda dapat mengajukan lagi setelah pinjaman itu selesai.`,
  'privacy.notOpen': () =>
    'Permintaan ini tidak dapat dibatalkan lagi: permintaan ini sudah dijawab atau ditutup.',
  'privacy.ops.closed': (status) =>
    `Permintaan ini sudah berstatus ${status}: hanya permintaan yang masih terbuka yang dapat diproses.`,
  'privacy.ops.eraseOnlyErasure': () =>
    'Hanya permintaan penghapusan yang dapat disetujui dengan hapus.',
  'privacy.ops.answerErasure': () => 'Permintaan penghapusan disetujui dengan hapus, atau ditolak.',
  'privacy.ops.openLoans': (loans) =>
    `Peminjam masih punya pinjaman yang berjalan (${loans}): penghapusan belum dapat disetujui sampai pinjaman itu selesai.`,
  'notify.privacy.received.title': () => 'Permintaan diterima',
  'notify.privacy.received.body': (kind, law, due) =>
    `Kami telah menerima ${kind} Anda. Sesuai ${law}, kami akan menjawabnya paling lambat ${due}. Pantau di aplikasi: Privasi.`,
  'notify.privacy.answered.title': () => 'Permintaan Anda telah dijawab',
  'notify.privacy.answered.body': (kind, note) => `Jawaban kami atas ${kind} Anda: ${note}`,
  'notify.privacy.refused.title': () => 'Permintaan Anda ditolak',
  'notify.privacy.refused.body': (kind, note, law) =>
    `Kami tidak dapat memenuhi ${kind} Anda: ${note} Jika tidak setuju, hubungi pejabat pelindungan data pribadi kami (di aplikasi: Privasi); sesuai ${law}, Anda juga dapat mengadu ke lembaga pelindungan data pribadi.`,
  'notify.privacy.erased.title': () => 'Akun Anda telah ditutup',
  'notify.privacy.erased.body': (law, years, keptRecords) =>
    keptRecords
      ? `Sesuai permintaan Anda, kami telah menutup akun Tenora Anda dan menghapus data Anda berdasarkan ${law}. Undang-undang mewajibkan kami menyimpan catatan pinjaman dan pembayaran Anda, beserta nomor HP Anda, selama ${years} tahun sejak pinjaman terakhir Anda selesai. Kami juga menyimpan pengaduan Anda, catatan pesan kami tanpa isinya, serta catatan persetujuan Anda dan permintaan ini. Jika Anda masuk lagi, akun Anda akan dibuka kembali.`
      : `Sesuai permintaan Anda, kami telah menutup akun Tenora Anda dan menghapus data Anda berdasarkan ${law}, termasuk nomor HP Anda. Kami menyimpan pengaduan Anda, catatan pesan kami tanpa isinya, serta catatan persetujuan Anda dan permintaan ini, sebagai bukti atas apa yang telah dilakukan. Ini pesan terakhir kami untuk Anda.`,
  'notify.offer.borrowAgain.title': () => 'Anda bisa meminjam lagi',
  'notify.offer.borrowAgain.body': (product) =>
    `Terima kasih telah melunasi ${product}. Kapan pun Anda butuh dana lagi, ajukan pinjaman baru di aplikasi. Anda menerima penawaran seperti ini karena telah menyetujuinya; untuk menghentikannya, buka Privasi di aplikasi.`,
  'privacy.export.title': () => 'Data Anda yang disimpan Tenora',
  'privacy.export.intro': (at) =>
    `Semua data tentang Anda yang kami simpan per ${at}, menurut kategorinya. Nomor kartu dan rekening hanya ditampilkan 4 digit terakhirnya.`,
  'privacy.export.category': (category) =>
    ({
      account: 'Akun',
      loans: 'Pinjaman',
      payments: 'Pembayaran',
      bankAccounts: 'Rekening bank',
      cards: 'Kartu debit',
      autopay: 'Debit otomatis',
      complaints: 'Pengaduan',
      help: 'Chatbot bantuan',
      messages: 'Pesan',
      papers: 'Dokumen',
      devices: 'Perangkat dan penggunaan aplikasi',
      consents: 'Persetujuan',
      requests: 'Permintaan Anda tentang data',
    })[category] ?? category,
  'privacy.export.about': () => 'Tentang berkas ini',
  'privacy.export.field': (field) =>
    (
      ({
        phone: 'Nomor HP',
        email: 'Alamat email',
        createdAt: 'Akun dibuat',
        closedAt: 'Ditutup pada',
        creditLimit: 'Limit kredit',
        kind: 'Jenis',
        registeredAt: 'Terdaftar pada',
        app: 'Aplikasi',
        deviceId: 'Perangkat',
        name: 'Nama',
        inviteCode: 'Kode undangan',
        from: 'Berasal dari',
        appFrom: 'Berasal dari aplikasi',
        campaign: 'Kampanye',
        orderId: 'Nomor pinjaman',
        product: 'Pinjaman',
        principal: 'Jumlah pinjaman',
        netDisbursed: 'Jumlah yang dicairkan',
        termDays: 'Tenor (hari)',
        appliedAt: 'Diajukan pada',
        decision: 'Keputusan',
        status: 'Status',
        disbursedAt: 'Dicairkan pada',
        amount: 'Jumlah',
        paidAt: 'Dibayar pada',
        method: 'Dibayar dengan',
        reference: 'Referensi',
        holderName: 'Nama pemilik rekening',
        accountNumber: 'Nomor rekening',
        bank: 'Bank',
        givenAt: 'Diberikan pada',
        replacedAt: 'Diganti pada',
        cardNo: 'Nomor kartu',
        nameOnCard: 'Nama pada kartu',
        addedAt: 'Ditambahkan pada',
        maxAmount: 'Maksimal per debit',
        endsAt: 'Berakhir pada',
        account: 'Rekening',
        setUpAt: 'Diaktifkan pada',
        changedAt: 'Terakhir diubah pada',
        type: 'Jenis',
        detail: 'Yang Anda tulis',
        madeAt: 'Dibuat pada',
        dueDate: 'Batas waktu jawaban',
        answer: 'Jawaban kami',
        answeredAt: 'Dijawab pada',
        score: 'Penilaian Anda',
        ratedAt: 'Dinilai pada',
        photos: 'Foto',
        photosDeletedAt: 'Foto dihapus pada',
        question: 'Pertanyaan',
        value: 'Isi',
        at: 'Waktu',
        title: 'Judul',
        text: 'Isi pesan',
        sentAt: 'Dikirim pada',
        readAt: 'Dibaca pada',
        textDeletedAt: 'Isi pesan dihapus pada',
        number: 'Nomor',
        issuedAt: 'Diterbitkan pada',
        startedAt: 'Masuk pada',
        appVersion: 'Versi aplikasi',
        seenAt: 'Terlihat pada',
        source: 'Tempat',
        scene: 'Layar',
        purpose: 'Tujuan',
        productName: 'Pinjaman',
        textVersion: 'Versi teks',
        givenVia: 'Diberikan di',
        withdrawnAt: 'Ditarik pada',
        active: 'Berlaku saat ini',
        id: 'Nomor permintaan',
        openedAt: 'Dibuat pada',
        dueAt: 'Batas waktu jawaban',
      }) as Record<string, string>
    )[field] ?? field,
  'privacy.export.none': () => 'Tidak ada data.',
  'privacy.export.record': (n) => `Data ${n}`,
  'privacy.export.yes': () => 'Ya',
  'privacy.export.no': () => 'Tidak',
  'paper.doc.agreement': () => 'Persetujuan Anda',
  'paper.doc.agreed': (at) =>
    `Anda menyetujui dokumen ini di aplikasi pada ${at}, setelah membacanya di layar konfirmasi pinjaman.`,
  'paper.statement.title': () => 'Rekening koran pinjaman',
  'paper.statement.period': () => 'Periode',
  'paper.statement.periodValue': (from, to) => `${from} s.d. ${to}`,
  'paper.statement.summary': () => 'Ringkasan',
  'paper.statement.opening': (date) => `Saldo sebelum ${date}`,
  'paper.statement.charged': () => 'Tagihan dalam periode',
  'paper.statement.paid': () => 'Dibayar dan diselesaikan dalam periode',
  'paper.statement.closing': (date) => `Saldo per ${date}, saat ini`,
  'paper.statement.closingPast': () => 'Saldo setelah baris terakhir periode ini',
  'paper.statement.lines': () => 'Rincian transaksi',
  'paper.statement.what': () => 'Tanggal dan keterangan',
  'paper.statement.balance': () => 'Saldo',
  'paper.statement.none': () => 'Tidak ada tagihan atau pembayaran dalam periode ini.',
  'paper.statement.line': (kind, extendedTo) =>
    ({
      principal: 'Pinjaman dicairkan: pokok',
      interest: 'Bunga selama tenor',
      fee: 'Biaya dalam angsuran',
      charges: 'Denda keterlambatan dikenakan',
      adjustment: 'Penyesuaian',
      payment: 'Pembayaran diterima',
      waived: 'Diselesaikan tanpa pembayaran (pelunasan dipercepat)',
      extension_fee: `Biaya perpanjangan (jatuh tempo berikutnya ${extendedTo})`,
    })[kind] ?? kind,
  'paper.statement.reading': () => 'Cara membaca',
  'paper.statement.note': () =>
    'Denda keterlambatan bertambah setiap hari; denda ditampilkan saat dihitung oleh suatu pembayaran, dan pada baris terakhir bila periode berakhir hari ini. Periode yang berakhir lebih awal ditutup dengan saldo setelah baris terakhirnya: denda sesudahnya tampil saat dihitung berikutnya. Tagihan bernilai positif, pembayaran negatif.',
  'paper.statement.badRange': () =>
    'Pilih tanggal awal yang tidak melewati tanggal akhir, dan tanggal akhir paling lambat hari ini.',
  'paper.statement.notDisbursed': () =>
    'Pinjaman ini belum dicairkan, jadi belum ada rekening koran.',
};

export const CATALOGUES: Record<Locale, Messages> = { 'en-IN': en, 'hi-IN': hi, 'id-ID': id };

/**
 * A language's messages, and its dates: whoever writes words for someone writes the dates in them
 * in the same language, on the market's clock and calendar ('5 दिस॰ 2026' in Hindi,
 * docs/decisions/118-hindi-for-india.md).
 */
export interface Translate {
  <K extends MessageKey>(key: K, ...args: Parameters<Messages[K]>): string;
  readonly locale: Locale;
  /** A day, or an instant's day in the market's zone. */
  date(day: Date | string, market: Market): string;
  /** An instant, on the market's clock. */
  dateTime(instant: Date, market: Market): string;
}

const TRANSLATORS = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let t = TRANSLATORS.get(locale);
  if (!t) {
    const catalogue = CATALOGUES[locale];
    t = Object.assign(
      <K extends MessageKey>(key: K, ...args: Parameters<Messages[K]>) =>
        (catalogue[key] as (...a: unknown[]) => string)(...args),
      {
        locale,
        date: (day: Date | string, market: Market) => formatDate(day, market, locale),
        dateTime: (instant: Date, market: Market) => formatDateTime(instant, market, locale),
      },
    );
    TRANSLATORS.set(locale, t);
  }
  return t;
}
