/**
 * The conversation safety check's patterns (interface §10 "Safety in conversations"), English and
 * Spanish, in one data file. `check-message.ts` reads them; `server/test/safety/corpus.test.ts`
 * measures them against a corpus of scam and ordinary messages.
 *
 * Every pattern runs on the FOLDED text (`foldText` in check-message.ts): NFKD with the marks
 * stripped ("depósito" → "deposito", "señal" → "senal"), lower case, one space between words,
 * letters spelled apart joined ("v e n m o" → "venmo") and look-alike characters inside a word
 * read as letters ("z3lle" → "zelle", "c@shapp" → "cashapp"). So: no accents and no capitals
 * here.
 *
 * FTC does not move the money for care: talking about rates, and paying a caregiver AFTER the
 * care (cash, Venmo, Zelle, Bizum, a transfer), is ordinary and never flagged. What is flagged:
 * - `off_platform_payment`: money asked for or sent BEFORE meeting / in advance through a payment
 *   app (SIGNALS.paymentApp near SIGNALS.advance, and no SIGNALS.afterCare beside the app), or
 *   any money moved through channels nobody pays a sitter with and every scam uses: gift cards,
 *   wires, Western Union / MoneyGram, crypto (SIGNALS.moneyMove shortly BEFORE a
 *   SIGNALS.hardChannel: "buy gift cards", "pay through Bitcoin"; or the channel shortly followed
 *   by SIGNALS.hardFollow: "gift card codes", "crypto wallet"; or a wire, which is a move itself).
 *   "The kids got gift cards for their birthday, they want to buy Lego" stays ordinary;
 * - `scam_risk`: the usual scam stories (STORIES), each one enough on its own.
 * "Near" means within NEAR_CHARS characters (the start of one match to the end of the other),
 * so that an app named in one sentence and "before we meet" in an unrelated one far away do not
 * combine.
 */

/** How close two signals must be to combine, in characters of folded text. */
export const NEAR_CHARS = 90;

/** How far before a hard channel its verb may be, or after it its codes or wallet. */
export const HARD_CHARS = 40;

/** How close a "paid after the care" phrase must be to a payment app to make it ordinary. */
export const AFTER_CARE_CHARS = 70;

const words = (...alternatives: string[]) => alternatives.join('|');

/** Payment apps and transfers that are ordinary AFTER the care, suspicious BEFORE it. */
const PAYMENT_APPS = words(
  'venmo',
  'zelle',
  'cash ?app',
  '\\$[a-z][a-z0-9_]{2,}', // a Cash App $cashtag
  'pay ?pal',
  'apple ?(?:pay|cash)',
  'google ?pay',
  'chime',
  'bizum',
  'revolut',
  'nequi',
  'mercado ?pago',
  'e-?transfer',
  'interac',
  'bank transfer',
  'direct transfer',
  'transferencia(?: bancaria)?',
  'transferir(?:te|le)?',
  'deposito bancario',
  'spei',
  'oxxo',
);

/** Channels no family pays a sitter through and every scam uses: flagged with any money move. */
const HARD_CHANNELS = words(
  'gift ?cards?',
  'e-?gift',
  '(?:itunes|google ?play|amazon|steam|sephora|vanilla|ebay|razer ?gold|apple) (?:gift )?cards?',
  'tarjetas? (?:de )?regalo',
  'tarjetas? (?:de )?(?:itunes|amazon|google ?play|steam|apple)',
  'western ?union',
  'money ?gram',
  'wire transfer',
  'wire (?:me|you|it|the (?:money|funds|payment|rest|balance))',
  'wired',
  'transferencia (?:internacional|por giro)',
  'giro (?:postal|telegrafico|internacional)',
  'bitcoin',
  'btc',
  'crypto\\w*',
  'cripto\\w*',
  'usdt',
  'tether',
  'ethereum',
  'coinbase',
  'binance',
  'remitly',
  'xoom',
  'ria money',
);

/** Moving money: paying, sending, buying, codes, an amount. */
const MONEY_MOVE = words(
  'pay\\w*',
  'paid',
  'send\\w*',
  'sent',
  'buy\\w*',
  'bought',
  'purchas\\w*',
  'reload\\w*',
  'load\\w*',
  'top up',
  'transfer\\w*',
  'wire\\w*',
  'deposit\\w*',
  'fund\\w*',
  'codes?',
  'scratch\\w*',
  'money',
  'pick(?:ing)? up',
  'pag\\w+',
  'envi\\w+',
  'mand\\w+',
  'compr\\w+',
  'transfier\\w+',
  'dinero',
  'plata',
  'codigos?',
  'rasp\\w+',
);

/** What follows a hard channel when it is a payment: its codes, numbers, a wallet. */
const HARD_FOLLOW = words(
  'codes?',
  'numbers?',
  'pins?',
  'wallet',
  'address',
  'back',
  'codigos?',
  'numeros?',
  'billetera',
  'cartera',
  'direccion',
  '(?:for|worth|of|por|de) \\$ ?\\d[\\d,.]*',
);

/** "Before we meet", "in advance", "to hold the date", a deposit: money ahead of the care. */
const ADVANCE = words(
  'in advance',
  'ahead of time',
  'beforehand',
  '(?<!be )up ?front',
  'before (?:we|you|i) (?:meet|start|begin|come|arrive|get there|see each other|ever meet)',
  'before (?:meeting|starting|the (?:first|1st) (?:day|shift|sitting|visit|walk)|your first|the interview|the job starts)',
  'prior to (?:meeting|starting|the first)',
  'without (?:meeting|an interview|seeing)',
  "(?:haven'?t|have not|never) met",
  'to (?:reserve|hold|secure|lock in|book|confirm) (?:the|your|my|this|a) (?:spot|date|slot|position|job|place|booking|dates|week)',
  '(?<!direct )deposit',
  'retainer',
  'advance payment',
  '(?:pay|payment|send it|send the money|send me the money) first',
  'por adelantado',
  'adelantad[oa]',
  'adelanto',
  'anticipad[oa]',
  'anticipo',
  'antes de (?:conocernos|vernos|empezar|comenzar|la entrevista|la primera|que (?:nos conozcamos|nos veamos|empieces|empiece|comiences|vengas|llegues|te conozca))',
  'sin (?:conocernos|vernos|entrevista)',
  'para (?:reservar|apartar|asegurar|confirmar) (?:el|tu|la|mi|las|los) (?:lugar|puesto|fecha|fechas|cupo|trabajo|turno|semana)',
  'deposito(?! bancario)',
  'sena',
  'senal',
  'primero (?:me )?(?:envias|mandas|pagas|transfieres|depositas)',
  '(?:envia|manda|paga|transfiere|deposita)(?:me|lo)* primero',
);

/** Paying after the care: what makes a payment app ordinary. */
const AFTER_CARE = words(
  'after (?:each |every |the |our |your |a |that |this )?(?:care|sitting|session|shift|night|evening|visit|day|week|job|walk|stay|service|sit|date|weekend)s?',
  'at the end of (?:the|each|every|our|your) (?:night|day|week|shift|sitting|visit|month|evening|walk)',
  'end of (?:the |each |every )?(?:night|day|week|shift)',
  'when (?:i|we) (?:get|come) (?:home|back)',
  'once (?:the|you.?re|you are|we.?re|we are) (?:done|finished|back|home)',
  'every (?:friday|week|two weeks|other week|sunday|saturday)',
  'weekly',
  'biweekly',
  'each (?:friday|week|night|visit)',
  'on fridays',
  'despues de (?:cada |la |el |los |las )?(?:\\w+ )?(?:cuidado|turno|noche|visita|dia|semana|sesion|paseo|servicio|trabajo)',
  'al (?:final|terminar|acabar)',
  'cada (?:viernes|semana|quincena|dia|noche|turno|visita)',
  'semanalmente',
  'los viernes',
  'fin de (?:semana|mes)',
  'cuando (?:regrese|regresemos|vuelva|volvamos|llegue|lleguemos|termines|terminen|terminemos)',
);

const compile = (source: string) => new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, 'g');

/** The signals the two `off_platform_payment` rules combine (global regular expressions). */
export const SIGNALS = {
  paymentApp: compile(PAYMENT_APPS),
  hardChannel: compile(HARD_CHANNELS),
  moneyMove: compile(MONEY_MOVE),
  hardFollow: compile(HARD_FOLLOW),
  advance: compile(ADVANCE),
  afterCare: compile(AFTER_CARE),
} as const;

/** A scam story: any match flags the message `scam_risk`. */
export interface Story {
  name: string;
  /** Why this is a scam, as the marketplaces' warning pages tell it. */
  why: string;
  pattern: RegExp;
}

const CHECK_NOUN =
  "(?:a|the|my|this|that|your|his|her|their|our) (?:(?:cashier'?s|certified|personal|business|company|bank|big) )?(?:check|cheque)s?(?![ -]?(?:in|out|up|ins|list)(?![a-z]))|(?:cashier'?s|certified|business|company) (?:check|cheque)s?|money orders?|cheques?|cheque de caja|giro postal";
/** Sending the rest of an overpayment back or on. */
const RETURN_REST =
  '(?:send|give|pay|return|wire|transfer|forward|mail|zelle|venmo|refund)\\w*(?: \\w+){0,4}? (?:back|the rest|the remaining|the remainder|the difference|the balance|the extra|the excess|the leftover|the overage|what.?s left)|(?:send|pay|wire|transfer|give|forward|zelle|venmo|buy|deposit|mand|envi|pag|transfier|compr|deposit)\\w*(?: \\w+){0,4}? (?:to|from|a|al|con) (?:my|our|the|his|her|mi|nuestr[oa]|el|la|su) (?:\\w+ )?(?:vendor|supplier|shipper|mover|movers|driver|agent|agency|moving company|landlord|proveedor|mudanza|chofer|agente|agencia|transportista)|(?:el resto|la diferencia|el sobrante|lo que sobra|el excedente|lo demas|lo restante)(?: \\w+){0,3}? (?:mand|envi|transfier|devuelv|deposit|pas)\\w*|(?:devuelv|devolv|reenvi|regres|envi|mand|transfier|pas)\\w*(?: \\w+){0,4}? (?:el resto|la diferencia|el sobrante|lo que sobra|el excedente|lo demas|lo restante|de vuelta)|devuelv\\w+|devolver\\w*';
/** A check written for more than is owed. */
const MORE_THAN_OWED = 'more than|in excess|overpa\\w*|de mas|por mas|excedente|mayor cantidad';

const story = (name: string, why: string, source: string): Story => ({
  name,
  why,
  pattern: new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`),
});

export const STORIES: readonly Story[] = [
  story(
    'overpayment',
    'A check (or money order) for more than is owed, and the rest sent back or on: the check bounces after the money left.',
    `(?:${CHECK_NOUN})[^]{0,160}?(?:${RETURN_REST}|${MORE_THAN_OWED})|(?:${RETURN_REST})[^]{0,160}?(?:${CHECK_NOUN})`,
  ),
  story(
    'third_party_check',
    'An assistant, company, accountant or lawyer sends the payment: the family is never who pays.',
    "(?:my|our|mi|nuestr[oa]|the|el|la) (?:\\w+'?s )?(?:personal )?(?:assistant|secretary|accountant|company|employer|office|lawyer|attorney|agent|finance (?:department|team)|bank|asistente|secretari[oa]|contador[a]?|empresa|oficina|abogad[oa]|agente)[^.!?]{0,70}?(?:check|cheque|money order|giro|payment|pago|funds|fondos)(?!-in)",
  ),
  story(
    'deposit_the_check',
    'Asking the caregiver to deposit or cash a check, or to wait until it "clears".',
    '(?:deposit|cash|mobile deposit)\\w* (?:the |this |my |a |that )?(?:\\w+ )?(?:check|cheque|money order)|(?:check|cheque) (?:clears|cleared|has cleared|to clear)|(?:once|when|after|as soon as) (?:it|the (?:check|payment|funds?)) (?:clears|has cleared|clear)(?! up)|(?:depositar|depositas|deposites|deposita|cobrar|cobras|cobres|cambiar|cambies|cambia)\\w* (?:el |este |ese |un )?cheque|cheque (?:se acredite|se haga efectivo|sea cobrado)',
  ),
  story(
    'pay_in_advance',
    'A stranger offering to pay in advance, before any care: the opening of the fake-check script.',
    "pay (?:you|u|ya) (?:\\w+ ){0,6}(?:in advance|upfront|up front|ahead|beforehand|before (?:you start|we meet|the first))|(?:i|we)(?:'ll| will| can| would like to| want to| would) (?:prepay|pre-pay)|advance payment|paid in advance|(?:mail|send|overnight|fedex|ship)\\w* (?:you )?(?:a |the |my )?(?:\\w+ )?(?:check|cheque|money order)s? (?:for|covering|to cover) (?:your |the )?(?:first|whole|entire|next|\\d+|two|three|four|full)|(?:te )?(?:enviare|mandare|envio|mando|voy a (?:enviar|mandar))(?:te)? (?:un |el )?cheque (?:por|para) (?:tus |las |el |la )?(?:primeras?|\\d+|dos|tres|cuatro|todo|mes)|(?:prepay|pre-pay) (?:you|for)|(?:te|les|le) (?:pago|pagare|pagaremos|pagamos|adelanto|voy a pagar|vamos a pagar|puedo pagar)(?: \\w+){0,5} (?:por adelantado|adelantado|por anticipado|anticipado|antes de (?:empezar|conocernos|comenzar|vernos))|pago (?:por )?(?:adelantado|anticipado)|pagarte (?:por )?(?:adelantado|anticipado)|pagarte (?:antes de (?:empezar|conocernos|comenzar|vernos))|adelantarte (?:el pago|dinero|\\w+ (?:semanas|meses))",
  ),
  story(
    'relocating_unseen',
    'A family "relocating" or abroad that hires without meeting: it cannot be checked, and the check follows.',
    "(?:relocat\\w*|moving (?:to|into) (?:your|the|this) (?:area|city|town|state|country|neighborhood)|moving (?:to|into) \\w+(?: \\w+)? (?:soon|next|in)|(?:currently|right now|we are|we're|i am|i'm) (?:\\w+ )?(?:abroad|overseas|out of (?:the )?(?:country|state))|(?:on|in) (?:a |an )?(?:ship|oil rig|deployment|offshore)|deployed|me mudo|nos mudamos|nos estamos mudando|me estoy mudando|mudandonos|reubicand\\w*|nos trasladamos|traslad\\w+ (?:a|por)|(?:fuera del pais|en el extranjero))[^.!?]{0,160}?(?:before (?:we|you|i) (?:meet|arrive|get there|move|land)|without (?:meeting|an interview|seeing)|(?:haven'?t|have not|never|can'?t|cannot|won'?t|will not|unable to) (?:met|meet|be able to meet|interview)|hire you (?:now|today|right away|immediately|before|already|sight unseen)|until (?:we|i) (?:arrive|move|get there|land)|sight unseen|antes de (?:conocernos|vernos|llegar|que lleguemos|nos conozcamos|mudarnos)|sin (?:conocernos|vernos|entrevista)|contratarte (?:ya|ahora|desde ya|antes|de una vez)|hasta que lleguemos|no (?:podemos|podremos|puedo|podre) (?:conocernos|vernos|reunirnos|conocerte))|(?:hire|book|contract) you (?:\\w+ )?(?:without (?:meeting|an interview|seeing)|sight unseen|before we (?:ever )?meet)|contratarte sin (?:conocerte|conocernos|vernos|entrevista)",
  ),
  story(
    'bank_details',
    'Bank details, logins or routing numbers asked for or offered in a message.',
    '(?:bank|banking|checking|savings)(?: account)? (?:details|info\\w*|number|numbers|login|logins|password|username|credentials|pin)|account (?:and|&) routing|routing (?:number|#|no)|(?:account|acct) (?:number|#|no)\\b|online banking|social security(?: number)?|ssn|(?:credit|debit) card (?:number|info\\w*|details)|card details|cvv|(?:datos|informacion|detalles) (?:bancari[oa]s|de (?:tu|la|su) (?:cuenta|tarjeta))|numero de (?:tu |la |su )?(?:cuenta|ruta|routing|tarjeta)|(?:clave|contrasena|usuario|pin|acceso) (?:de|del|a) (?:tu |su |la )?(?:banco|cuenta|banca)|banca (?:en linea|online)|clabe|seguro social',
  ),
  story(
    'courier_pickup',
    'A "courier", mover or agent who comes to collect money, cards or a package.',
    '(?:courier|delivery (?:agent|guy|man|person|company)|mover|movers|moving company|shipping agent|pick ?up agent|my agent)[^.!?]{0,40}?(?:will|would|is going to|can|to) (?:come (?:by )?(?:to )?)?(?:pick ?up|collect|come (?:by|for)|get the)|(?:mensajero|repartidor|agente|chofer|mudanza)\\w*[^.!?]{0,30}?(?:pasara|va a pasar|vendra|va a venir|recogera|va a recoger|recoge|recogerla|recogerlo)',
  ),
  story(
    'fee_through_a_link',
    'A fee for a background check, registration or verification paid through a link: FTC never asks for that in a message.',
    '(?:background|criminal|screening|verification|registration|processing|application|onboarding|clearance|certification|activation)[ -](?:check )?(?:fee|charge|cost)|(?:pay|paying|payment|buy|buying|purchase)[^.!?]{0,40}?(?:background check|screening|verification|this link|the link|my link)|(?:click|open|use|go to|tap) (?:on )?(?:this|the|my) link[^.!?]{0,60}?(?:pay|payment|fee|verify|verification|background|bank|card)|(?:cuota|tarifa|cargo|costo|pago|cobro) (?:de|por) (?:la )?(?:verificacion|antecedentes|registro|inscripcion|tramite|procesamiento|activacion)|(?:pag\\w+)[^.!?]{0,40}?(?:verificacion de antecedentes|antecedentes penales|este enlace|el enlace|este link|el link)|(?:entra|haz clic|ingresa|abre|usa)\\w* (?:en )?(?:este|el|mi) (?:enlace|link)[^.!?]{0,60}?(?:pag|verific|antecedentes|banco|tarjeta)',
  ),
  story(
    'verification_code',
    "Asking for the code a text message brought: it takes over the caregiver's phone number or account.",
    '(?:verification|confirmation|security|\\d[- ]digit|six[- ]digit) code|(?:\\d|six)[- ]digit (?:number|pin)|(?:code|number|pin) (?:that )?(?:google|they|it) (?:sends|sent|texts|texted)|google voice|code (?:you|that|u) (?:just )?(?:got|get|received|receive|will get|will receive)|(?:send|tell|give|read|text) me (?:the|that|your) (?:\\w+ )?code (?:you|that|from|google|they|i)|codigo (?:de verificacion|de seguridad|de confirmacion|de \\d digitos|que te (?:llego|llegue|llegara|mande|envie|enviaron|van a mandar))',
  ),
  story(
    'deposit_to_reserve',
    'A deposit or fee to reserve a caregiver or a job: money before any care.',
    '(?:deposit|retainer|holding fee|booking fee|reservation fee|registration fee)[^.!?]{0,60}?(?:reserve|hold|secure|lock|book|guarantee|spot|date|slot|position|place)|(?:to|so i can|so we can|in order to) (?:reserve|hold|secure|lock in|book)[^.!?]{0,40}?(?:deposit|retainer|fee)|(?:deposito|anticipo|adelanto|sena|senal)[^.!?]{0,60}?(?:reservar|apartar|asegurar|garantizar|lugar|fecha|puesto|cupo)|para (?:reservar|apartar|asegurar|garantizar)[^.!?]{0,40}?(?:deposito|anticipo|adelanto|sena|senal)',
  ),
  story(
    'keep_some_forward_rest',
    'Keep part of the money "for your trouble" and pass the rest on: money laundering or a fake check.',
    'keep (?:\\$ ?\\d+|\\d+ dollars|the extra|some|part of it|a bit|a little)[^.!?]{0,30}?(?:for yourself|for your trouble|as (?:a|your) (?:tip|bonus|payment))|(?:quedate|te quedas|te puedes quedar) con (?:\\$ ?\\d+|el extra|\\d+ dolares|una parte|lo que sobra|algo)',
  ),
];
