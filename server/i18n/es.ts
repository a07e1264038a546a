import { bookingsEs } from './bookings-es';
import type { Catalogue } from './en';

/** Spanish (neutral, tú). */
export const es = {
  ...bookingsEs,
  'time.second': '1 segundo',
  'time.seconds': '{count} segundos',
  'time.minute': '1 minuto',
  'time.minutes': '{count} minutos',
  'errors.sessionExpired': 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  'errors.tooManyAttempts': 'Demasiados intentos. Inténtalo de nuevo en {duration}.',
  'errors.valueTooLong':
    'Un valor es más largo de lo que admite este campo. Acórtalo e inténtalo de nuevo.',
  'errors.numberOutOfRange': 'Un número está fuera del rango que admite este campo.',
  'errors.dateInvalid': 'Una fecha u hora no es válida. Revísala e inténtalo de nuevo.',
  'errors.valueInvalid':
    'Un valor de la solicitud no es válido para su campo. Revísalo e inténtalo de nuevo.',
  'errors.internal': 'Algo salió mal por nuestra parte. Inténtalo de nuevo en un momento.',
  'errors.invalidValue': 'Valor no válido.',
  'errors.bodyNotObject': 'El cuerpo de la solicitud debe ser un objeto JSON.',
  'zod.numberMin': 'Demasiado pequeño: debe ser como mínimo {min}',
  'zod.numberMax': 'Demasiado grande: debe ser como máximo {max}',
  'zod.stringMin': 'Demasiado corto: necesita al menos {min} caracteres',
  'zod.stringMax': 'Demasiado largo: admite como máximo {max} caracteres',
  'zod.arrayMax': 'Demasiados elementos: admite como máximo {max}',
  'zod.arrayMin': 'Faltan elementos: necesita al menos {min}',
  'zod.option': 'Valor no válido: se espera uno de {options}',
  'zod.type': 'Valor no válido: se espera {expected} y llegó {received}',
  'errors.checkField': 'Revisa el campo "{field}": {problem}',
  'errors.badCharacter':
    'contiene un carácter que no podemos aceptar (un byte NUL o un carácter roto).',
  'errors.tooLarge': 'La solicitud es demasiado grande. El límite es {kilobytes} kB.',
  'errors.databaseUnavailable':
    'El servicio no está disponible por un momento: nuestra base de datos no responde. Inténtalo de nuevo en un minuto.',
  'errors.sendJson': 'Envía el cuerpo de la solicitud como JSON (Content-Type: application/json).',
  'errors.invalidJson': 'El cuerpo de la solicitud no es JSON válido.',
  'errors.noRoute': 'No existe {method} {path}.',
  'auth.loginFailed':
    'El correo o el número de móvil y la contraseña no coinciden. Revísalos e inténtalo de nuevo.',
  'auth.linkInvalid': 'Este enlace no es válido. Solicita uno nuevo.',
  'auth.linkUsed': 'Este enlace ya se usó. Solicita uno nuevo si lo necesitas.',
  'auth.linkVoided':
    'Este enlace ya no funciona: la contraseña se cambió después de enviarlo. Solicita uno nuevo si lo necesitas.',
  'auth.linkExpired': 'Este enlace ha caducado. Solicita uno nuevo.',
  'auth.identifierRequired': 'Escribe tu correo o tu número de móvil.',
  'auth.accountLocked':
    'Demasiados intentos fallidos en esta cuenta. Inténtalo de nuevo en {duration} o restablece tu contraseña.',
  'auth.networkLocked':
    'Demasiados inicios de sesión fallidos desde esta red. Inténtalo de nuevo en {duration}.',
  'auth.verifyMobile':
    'Verifica tu número de móvil para continuar: enviamos un código de 6 dígitos al {mobile}.',
  'auth.welcomeBack': '¡Hola de nuevo, {name}!',
  'auth.tooManySignups': 'Demasiados registros desde esta red. Inténtalo de nuevo en {duration}.',
  'auth.signupReceived':
    'Recibimos tu registro. Si el {mobile} puede recibir códigos, te llegará un código de 6 dígitos para verificarlo.',
  'auth.mobileVerified': 'Tu número de móvil está verificado. ¡Te damos la bienvenida a FTC!',
  'auth.waitForCode': 'Espera {duration} antes de pedir un código nuevo.',
  'auth.manyCodes': 'Has pedido muchos códigos. Inténtalo de nuevo en {duration}.',
  'auth.codeResent': 'Si el {mobile} puede recibir códigos, te llegará uno nuevo.',
  'auth.profileLoaded': 'Perfil cargado.',
  'auth.logInAgain': 'Inicia sesión de nuevo.',
  'auth.sessionRenewed': 'Sesión renovada.',
  'auth.loggedOut': 'Has cerrado la sesión.',
  'auth.resetLinkSent':
    'Si existe una cuenta con este correo, enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada.',
  'auth.passwordReset': 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
  'auth.currentPasswordWrong': 'Tu contraseña actual no es correcta.',
  'auth.passwordChanged':
    'Tu contraseña se ha cambiado. Se cerró la sesión en los demás dispositivos.',
  'auth.maxCharacters': 'Usa como máximo {max} caracteres.',
  'auth.codeFormat': 'Escribe el código de 6 dígitos que te enviamos.',
  'auth.currentPasswordRequired': 'Escribe tu contraseña actual.',
  'auth.loginRequired': 'Inicia sesión para continuar.',
  'account.fullNameRequired': 'El nombre completo es obligatorio.',
  'account.fullNameLength': 'Escribe tu nombre completo (de 2 a 100 caracteres).',
  'account.emailRequired': 'El correo es obligatorio.',
  'account.emailInvalid': 'Escribe una dirección de correo válida.',
  'account.passwordRequired': 'La contraseña es obligatoria.',
  'account.passwordRule': 'Usa al menos 8 caracteres, con al menos una letra y un número.',
  'account.countryCodeInvalid': 'Elige un código de país, como +1.',
  'account.mobileRequired': 'El número de móvil es obligatorio.',
  'account.mobileInvalid': 'Escribe un número de móvil válido para el código de país que elegiste.',
  'account.passwordWrong': 'Tu contraseña no es correcta.',
  'account.nameSaved': 'Tu nombre está guardado.',
  'account.emailSame': 'Este ya es tu email.',
  'account.emailLinkSent':
    'Enviamos un enlace a {email}. Ábrelo en 24 horas para pasar tu cuenta a ese email; hasta entonces sigues entrando con tu email actual.',
  'account.emailChanged': 'Tu email ahora es {email}. Entra con él a partir de ahora.',
  'account.emailNoLongerFree':
    'Este email ahora pertenece a otra cuenta, así que tu email no cambió. Elige otro.',
  'account.mobileSame': 'Este ya es tu número de móvil.',
  'account.mobileCodeSent':
    'Enviamos un código de 6 dígitos a {mobile}. Escríbelo para pasar tu cuenta a ese número.',
  'account.mobileChanged': 'Tu número de móvil cambió.',
  'account.mobileNoLongerFree':
    'Este número ahora pertenece a otra cuenta, así que tu número no cambió. Elige otro.',
  'account.noMobileCode': 'No hay ningún código esperando para un número nuevo. Pide uno primero.',
  'account.codeTooManyWrong': 'Demasiados códigos incorrectos. Pide un código nuevo.',
  'account.email.greeting': 'Hola, {name}:',
  'account.email.signoff': 'El equipo de FTC',
  'account.email.confirmSubject': 'Confirma tu nuevo email de FTC',
  'account.email.confirmBody':
    'Para usar esta dirección en tu cuenta de FTC, abre este enlace en las próximas {hours} horas:\n{url}\n\nHasta entonces, tu cuenta conserva su email actual. Si no lo pediste tú, ignora este email.',
  'account.email.oldSubject': 'Tu email de FTC está a punto de cambiar',
  'account.email.oldBody':
    'Alguien pidió pasar tu cuenta de FTC a {email}. Tu email solo cambia cuando se abra el enlace que enviamos allí; hasta entonces entras con este.\n\nSi no fuiste tú, cambia tu contraseña ahora en {url}.',
  'account.email.takenSubject': 'Alguien intentó usar tus datos en FTC',
  'account.email.takenEmail':
    'Alguien acaba de intentar pasar otra cuenta de FTC a tu dirección de email. Tu cuenta no cambió y no se envió ningún enlace.\n\nSi fuiste tú, ya tienes una cuenta con esta dirección; puedes restablecer su contraseña en {url}.',
  'account.email.takenMobile':
    'Alguien acaba de intentar pasar otra cuenta de FTC a tu número de móvil. Tu cuenta no cambió y no se envió ningún código.\n\nSi fuiste tú, ya tienes una cuenta con este número; puedes restablecer su contraseña en {url}.',
  'account.sms.code':
    'Tu código de FTC para confirmar este número es {code}. Caduca en {minutes} minutos.',
  'otp.noActiveCode':
    'No hay ningún código activo para este número. Pulsa “Reenviar código” para recibir uno nuevo.',
  'otp.waitSeconds': 'Espera {seconds} segundos antes de pedir un código nuevo.',
  'otp.tooManyWrong':
    'Demasiados códigos incorrectos. Pulsa “Reenviar código” para recibir uno nuevo.',
  'otp.expired': 'Este código ha caducado. Pulsa “Reenviar código” para recibir uno nuevo.',
  'otp.wrongOneLeft': 'Ese código no es correcto. Te queda 1 intento.',
  'otp.wrongTriesLeft': 'Ese código no es correcto. Te quedan {left} intentos.',
  'otp.used': 'Este código ya se usó. Pulsa “Reenviar código” para recibir uno nuevo.',
  'sessions.ended': 'Tu sesión ha terminado. Inicia sesión de nuevo.',
  'sessions.invalid': 'Tu sesión no es válida. Inicia sesión de nuevo.',
  'sessions.accountGone': 'Tu cuenta ya no existe. Regístrate de nuevo.',
  'sessions.wrongType': 'Esta es una sesión de {session}; inicia sesión como {wanted}.',
  'sessions.wrongTypeFor':
    'Esta es una sesión de {session}; inicia sesión como {wanted} {purpose}.',
  'sessions.parent': 'padre o madre',
  'sessions.caregiver': 'cuidador',
  'sessions.toBuyPlans': 'para comprar estos planes',
  'sessions.toManageDocuments': 'para gestionar estos documentos',
  'sessions.toManagePhoto': 'para cambiar esta foto',
  'sessions.toReplyToReviews': 'para responder a reseñas',
  'sessions.toReviewCaregivers': 'para reseñar a cuidadores',
  'sessions.toSaveCaregivers': 'para guardar cuidadores',
  'sessions.toPostJob': 'para publicar un trabajo',
  'sessions.toSeeJobs': 'para ver tus trabajos',
  'sessions.toEditJob': 'para editar un trabajo',
  'sessions.toCloseJob': 'para cerrar un trabajo',
  'sessions.toSeeApplications': 'para ver las postulaciones',
  'sessions.toDecideApplications': 'para decidir sobre las postulaciones',
  'sessions.toBrowseJobs': 'para ver trabajos',
  'sessions.toApplyToJobs': 'para postularte a trabajos',
  'sessions.toEditProfile': 'para editar un perfil de cuidador',
  'sessionsList.loaded': 'Tus sesiones.',
  'sessionsList.device': '{browser} en {os}',
  'sessionsList.ended': 'Esa sesión ha terminado.',
  'sessionsList.endedOthers': 'Todas las demás sesiones han terminado ({count}).',
  'sessionsList.notFound': 'No encontramos esa sesión. Puede que ya haya terminado.',
  'notifications.loaded': 'Tus preferencias de notificaciones.',
  'notifications.saved': 'Tus preferencias de notificaciones están guardadas.',
  'notifications.unsubscribed':
    'Te has dado de baja: ya no recibirás estos correos. Puedes volver a activarlos en la configuración de tu cuenta.',
  'notifications.linkInvalid':
    'Este enlace para darte de baja ya no es válido. Elige qué correos recibes en la configuración de tu cuenta.',
  'notifications.unsubscribeTitle': 'Darse de baja',
  'notifications.unsubscribeAsk': '¿Dejar de recibir correos de este tipo de FTC?',
  'notifications.unsubscribeButton': 'Darme de baja',
  'notifications.manageAll': 'Elige todos tus correos en la configuración de tu cuenta',
  'transports.smsFailed': 'No pudimos enviar el código ahora. Inténtalo de nuevo en unos minutos.',
  'transports.emailFailed':
    'No pudimos enviar el correo ahora. Inténtalo de nuevo en unos minutos.',
  'content.faqsLoaded': 'Preguntas frecuentes cargadas.',
  'content.stepsLoaded': 'Pasos cargados.',
  'content.videosLoaded': 'Vídeos cargados.',
  'content.settingsLoaded': 'Ajustes cargados.',
  'content.businessDataLoaded': 'Datos de la empresa cargados.',
  'content.pagesLoaded': 'Páginas cargadas.',
  'content.pageMissing': 'Esta página no existe.',
  'content.pageLoaded': 'Página cargada.',
  'content.caregiversLoaded': 'Cuidadores cargados.',
  'content.promotionsLoaded': 'Promociones cargadas.',
  'content.postsLoaded': 'Artículos cargados.',
  'content.postMissing': 'Este artículo no existe. Puede que se haya movido.',
  'content.postLoaded': 'Artículo cargado.',
  'caregivers.found': 'Cuidadores encontrados.',
  'caregivers.profileLoaded': 'Perfil del cuidador cargado.',
  'caregivers.notFound': 'Este perfil de cuidador no existe o no es público.',
  'caregivers.ownLoaded': 'Tu perfil está cargado.',
  'caregivers.saved': 'Tu perfil está guardado.',
  'caregivers.unknownNearZip':
    'near: no conocemos el código postal {zip}. Revísalo, o busca cerca de "lat,lng".',
  'caregivers.unknownZip': 'zip: no conocemos el código postal {zip}. Revísalo.',
  'caregivers.nearFormat': 'near debe ser un código postal de EE. UU. de 5 dígitos o "lat,lng".',
  'caregivers.distanceNeedsNear': 'sort=distance necesita near (un código postal o "lat,lng").',
  'caregivers.rateOrder': 'min_rate no puede ser mayor que max_rate.',
  'caregivers.availableAtFormat':
    'available_at debe ser una fecha y hora ISO 8601 con su zona, como 2030-01-29T23:00:00Z.',
  'caregivers.availableUntilFormat':
    'available_until debe ser una fecha y hora ISO 8601 con su zona, como 2030-01-30T02:00:00Z.',
  'caregivers.availableUntilNeeded':
    'available_until es necesario con available_at: indica cuándo termina el cuidado que necesitas.',
  'caregivers.availableAtNeeded':
    'available_at es necesario con available_until: indica cuándo empieza el cuidado que necesitas.',
  'caregivers.availableOrder': 'available_until debe ser posterior a available_at.',
  'caregivers.availableLength':
    'available_until puede ser como máximo {hours} horas después de available_at: busca un tiempo más corto.',
  'caregivers.idNumber': 'El id del cuidador es un número.',
  'caregivers.pageMin': 'page empieza en 1.',
  'caregivers.zipFormat': 'Escribe un código postal de EE. UU. de 5 dígitos.',
  'caregivers.languageCode': 'Usa un código de idioma de dos letras (ISO 639-1), como "en".',
  'caregivers.timeFormat': 'Usa una hora como 09:30.',
  'caregivers.slotOrder': 'Una franja horaria debe terminar después de empezar.',
  'caregivers.rateMin': 'hourly_rate debe ser al menos 500 (5,00 $).',
  'caregivers.rateMax': 'hourly_rate puede ser como máximo 20000 (200,00 $).',
  'caregivers.servicesMin': 'services necesita al menos un servicio.',
  'caregivers.photoUrlOurs':
    'photo_url debe ser una foto en FTC: una dirección bajo /media/ de este sitio. No se aceptan otras direcciones.',
  'fields.required': '{field} es obligatorio.',
  'fields.text': '{field} debe ser texto.',
  'fields.atMost': '{field} puede ser como máximo {max}.',
  'fields.minCharacters': '{field} necesita al menos {min} caracteres.',
  'fields.maxCharacters': '{field} puede tener como máximo {max} caracteres.',
  'dev.loopbackOnly':
    'La bandeja de salida de desarrollo solo responde en esta máquina: ábrela desde http://127.0.0.1 o http://localhost.',
  'devTick.loopbackOnly':
    'El reloj de desarrollo solo responde en esta máquina: llámalo en http://127.0.0.1 o http://localhost.',
  'devTick.nowInvalid': 'now debe ser una hora en ISO 8601, como 2030-01-31T09:00:00Z.',
  'devTick.beforeLast':
    'now no puede ser anterior al último tick ({earliest}): el reloj del servidor no retrocede.',
  'devTick.beforeClock':
    'now no puede ser anterior al reloj del servidor ({earliest}): el reloj del servidor no retrocede.',
  'devTick.ran': 'El reloj está en {now}; se ejecutaron {count} trabajos programados.',
  'documents.manyUploads':
    'Has subido muchos documentos en la última hora. Inténtalo de nuevo en {minutes} minutos.',
  'documents.checkDate': 'Revisa la fecha.',
  'documents.uploaded': 'Tu documento se ha subido. Lo revisaremos pronto.',
  'documents.loaded': 'Documentos cargados.',
  'documents.none': 'Todavía no has subido ningún documento.',
  'documents.removed': 'Documento eliminado.',
  'documents.fileMissing': 'Elige un archivo para subir.',
  'documents.fileEmpty': 'El archivo está vacío. Elige otro archivo.',
  'documents.fileType': 'Sube un archivo PDF, JPEG o PNG.',
  'documents.fileTooLarge': 'El archivo ocupa más de 10 MB. Sube uno más pequeño.',
  'documents.oneFile': 'Sube un archivo cada vez.',
  'documents.kind':
    'Elige el tipo de documento: identity, certification, background_check u other.',
  'documents.notMultipart':
    'Envía el documento como formulario (multipart/form-data) con un campo "file".',
  'documents.malformed': 'La subida no llegó completa. Inténtalo de nuevo.',
  'documents.fieldTooLong':
    'Un campo del formulario es demasiado largo. "kind" y "expires_on" son valores cortos.',
  'documents.tooManyFields':
    'El formulario tiene demasiados campos. Envía solo "file", "kind" y "expires_on".',
  'documents.notFound': 'No encontramos este documento. Puede que ya se haya eliminado.',
  'photos.missing':
    'Elige una foto para subir en el campo "photo": un JPEG, PNG o WebP de 8 MB como máximo.',
  'photos.empty': 'photo está vacía. Elige una foto JPEG, PNG o WebP de 8 MB como máximo.',
  'photos.type':
    'photo debe ser una imagen JPEG, PNG o WebP (revisamos el archivo en sí, no su nombre). Elige otra foto.',
  'photos.tooLarge': 'photo pesa más de 8 MB. Elige una foto JPEG, PNG o WebP de 8 MB como máximo.',
  'photos.tooManyPixels':
    'photo tiene más de 50 megapíxeles. Elige una foto JPEG, PNG o WebP más pequeña.',
  'photos.tooSmall':
    'photo es demasiado pequeña: necesita al menos 96 × 96 píxeles. Elige una foto JPEG, PNG o WebP más grande.',
  'photos.unreadable':
    'No pudimos leer photo: el archivo puede estar dañado o incompleto. Elige otra foto JPEG, PNG o WebP.',
  'photos.crop':
    '{field} debe ser un número de 0 a 1 (una fracción del ancho o del alto de la foto).',
  'photos.cropPartial':
    'Envía crop_x, crop_y y crop_size juntos, o ninguno para un cuadrado centrado.',
  'photos.cropOutside':
    'El recorte (crop_x, crop_y, crop_size) debe ser un cuadrado de al menos 96 píxeles dentro de la foto. Muévelo o agrándalo.',
  'photos.manyUploads':
    'Subiste muchas fotos en la última hora. Inténtalo de nuevo en {minutes} minutos.',
  'photos.noProfile':
    'Primero crea tu perfil de cuidador(a) (abre el editor de perfil) y luego agrega tu foto.',
  'photos.saved': 'Tu foto se guardó.',
  'photos.removed': 'Tu foto se eliminó.',
  'photos.none': 'No tienes ninguna foto que eliminar.',
  'photos.oneFile': 'Sube una foto a la vez, en el campo "photo".',
  'photos.notMultipart':
    'Envía la foto como formulario (multipart/form-data) con un campo "photo".',
  'photos.malformed': 'La foto no llegó completa. Inténtalo de nuevo.',
  'photos.fieldTooLong':
    'Un campo del formulario es demasiado largo. crop_x, crop_y y crop_size son números de 0 a 1.',
  'photos.tooManyFields':
    'El formulario tiene demasiados campos. Envía "photo" y, para recortar, solo crop_x, crop_y y crop_size.',
  'photos.mediaNotFound': 'Esa imagen no existe. Puede que se haya reemplazado o eliminado.',
  'storage.put':
    'No pudimos guardar tu documento en este momento. Inténtalo de nuevo en un minuto.',
  'storage.get':
    'No pudimos abrir este documento del almacenamiento en este momento. Inténtalo de nuevo en un minuto.',
  'storage.remove':
    'No pudimos eliminar tu documento en este momento. Inténtalo de nuevo en un minuto.',
  'dates.format': 'Escribe {what} como AAAA-MM-DD, por ejemplo 2030-01-31.',
  'dates.past': '{What} no puede estar en el pasado.',
  'dates.tooFar': 'Revisa {what}: está demasiado lejos en el futuro.',
  'dates.expiryDate': 'la fecha de caducidad',
  'dates.expiryDateCapital': 'La fecha de caducidad',
  'dates.startDate': 'la fecha de inicio',
  'dates.startDateCapital': 'La fecha de inicio',
  'forms.thanksConnect': '¡Gracias! Recibimos tu solicitud y te responderemos en un día hábil.',
  'forms.thanksConcierge':
    '¡Gracias! Nuestro equipo de conserjería recibió tu solicitud y se pondrá en contacto contigo en un día hábil.',
  'forms.thanksDemo':
    '¡Gracias! Recibimos tu solicitud de demostración y te contactaremos en un día hábil para programarla.',
  'forms.thanksContact': '¡Gracias por tu mensaje! Te responderemos en un día hábil.',
  'forms.tooMany':
    'Has enviado varios formularios en poco tiempo. Inténtalo de nuevo en {minutes} minutos o escríbenos por correo.',
  'forms.messageRequired': 'Escribe tu mensaje.',
  'forms.messageShort': 'Escribe un poco más: al menos 10 caracteres.',
  'forms.messageLong': 'Tu mensaje debe tener 2000 caracteres como máximo.',
  'forms.phoneLong': 'Usa como máximo 30 caracteres para el teléfono.',
  'forms.lookingFor': 'Elige lo que buscas: nanny, babysitter, occasional, rbt u other.',
  'forms.city': 'Usa como máximo 100 caracteres para la ciudad.',
  'forms.children': 'Escribe el número de niños, de 1 a 10.',
  'forms.organization': 'Escribe tu organización (de 2 a 200 caracteres).',
  'forms.subject': 'Escribe un asunto (de 2 a 150 caracteres).',
  'newsletter.created':
    '¡Gracias! Revisa tu bandeja de entrada y confirma tu suscripción para empezar a recibir nuestro boletín.',
  'newsletter.pending':
    'Ya te registraste con este correo: te enviamos de nuevo el enlace de confirmación. Revisa tu bandeja de entrada.',
  'newsletter.confirmedAlready': 'Este correo ya está suscrito a nuestro boletín. ¡Gracias!',
  'newsletter.tooMany':
    'Demasiados registros en este momento. Inténtalo de nuevo en {minutes} minutos.',
  'newsletter.linkInvalid':
    'Este enlace de confirmación no es válido. Regístrate de nuevo para recibir otro.',
  'newsletter.confirmed': 'Tu suscripción está confirmada. ¡Bienvenido!',
  'newsletter.emailRequired': 'El campo de correo es obligatorio.',
  'plans.loaded': 'Planes cargados.',
  'plans.unknown': 'Este plan no existe. Elige uno de los planes que se muestran.',
  'plans.parentsOnly': 'Este plan es para padres. Elige uno de los planes para cuidadores.',
  'plans.caregiversOnly': 'Este plan es para cuidadores. Elige uno de los planes para padres.',
  'plans.orderReady': 'Tu pedido está listo. Continúa al pago.',
  'plans.promoApplied': 'Código promocional {code} aplicado: {percent} % de descuento.',
  'plans.promoRemoved': 'Código promocional eliminado.',
  'plans.orderNotFound': 'No encontramos este pedido. Revisa el enlace o vuelve a comprar el plan.',
  'plans.orderPending': 'Este pedido está pendiente de pago.',
  'plans.orderPaid': 'Este pedido está pagado. Tu suscripción está activa.',
  'plans.orderFailed': 'Este pago no se completó.',
  'plans.promoUnknown': 'Este código promocional no existe. Revisa cómo lo escribiste.',
  'plans.promoExpired': 'Este código promocional ha caducado.',
  'plans.promoUsedUp': 'Este código promocional ya se agotó.',
  'plans.promoNotForPlans': 'Este código promocional no se aplica a estos planes.',
  'plans.promoNotForPlan':
    'Este código promocional no se aplica a este plan. Elige otro plan o quita el código.',
  'plans.alreadySubscribed': 'Ya tienes este plan.',
  'plans.anotherPlanBought': 'Acabas de comprar otro plan: este pedido no se cobró.',
  'plans.promoRequired': 'Escribe un código promocional.',
  'adminMoney.wholeNumber': '{field} debe ser un número entero de {min} a {max}.',
  'adminMoney.statusOneOf': 'status debe ser uno de: {values}.',
  'adminMoney.codeFormat':
    'code debe tener de {min} a {max} letras, dígitos o guiones, por ejemplo SPRING-25.',
  'adminMoney.planIds': 'plan_ids debe ser una lista de ids de planes (50 como máximo).',
  'adminMoney.expiresAt':
    'expires_at debe ser una fecha y hora en ISO 8601, por ejemplo 2030-01-31T23:59:00Z.',
  'plans.promoDisabled':
    'Este código promocional ya no está disponible. Quítalo para pagar el precio completo.',
  'adminMoney.ordersLoaded': 'Pedidos, los más recientes primero.',
  'adminMoney.noOrders': 'Ningún pedido coincide con esta búsqueda.',
  'adminMoney.orderNotFound': 'No encontramos este pedido. Revisa el id del pedido.',
  'adminMoney.cannotRefund':
    'El proveedor de pagos en uso no puede hacer reembolsos. Reembolsa el pago en el panel del propio proveedor.',
  'adminMoney.notPaid':
    'Este pedido no se pagó (su estado es {status}): no hay nada que reembolsar.',
  'adminMoney.nothingLeft':
    'Este pedido ya está reembolsado por completo: no queda nada que reembolsar.',
  'adminMoney.amountAboveLeft':
    'amount puede ser como máximo {left} (en unidades menores): lo que queda por reembolsar de este pedido.',
  'adminMoney.refundUnconfirmed':
    'El proveedor de pagos no confirmó el reembolso. No se reembolsará nada más por él: envía el reembolso de nuevo dentro de {seconds} segundos para terminarlo.',
  'adminMoney.refundPending':
    'Un reembolso de este pedido espera la respuesta del proveedor de pagos. Envía el reembolso de nuevo dentro de {seconds} segundos para terminarlo.',
  'adminMoney.providerRefused': 'El proveedor de pagos rechazó el reembolso: {reason}',
  'adminMoney.refunded': 'Se reembolsaron {amount}. Se avisó al miembro por email.',
  'adminMoney.refundedPlanEnded':
    'Se reembolsaron {amount}: el período completo, así que el plan terminó ahora. Se avisó al miembro por email.',
  'adminMoney.refundFinished':
    'Un reembolso anterior de {amount} que el proveedor no había confirmado ya está terminado. No se reembolsó nada más: envía de nuevo para reembolsar más.',
  'adminMoney.email.refundSubject': 'Tu reembolso de FTC por {plan}',
  'adminMoney.email.refundBody':
    'Reembolsamos {amount} de tu pago por {plan}. Vuelve a la tarjeta con la que pagaste y puede tardar de 5 a 10 días en aparecer. Tu recibo: {link}',
  'adminMoney.email.planEnded': 'Tu plan {plan} terminó con este reembolso y no se renovará.',
  'adminMoney.promoCodesLoaded': 'Códigos promocionales, los más recientes primero.',
  'adminMoney.promoCreated': 'Se creó el código promocional {code}.',
  'adminMoney.promoDisabledNow':
    'El código promocional {code} está desactivado: el pago lo rechaza desde ahora.',
  'adminMoney.promoAlreadyDisabled': 'El código promocional {code} ya estaba desactivado.',
  'adminMoney.codeTaken': 'El código promocional {code} ya existe. Elige otro código.',
  'adminMoney.codeNotFound': 'No encontramos este código promocional. Revisa el código.',
  'adminMoney.unknownPlans':
    'plan_ids nombra planes que no existen: {ids}. Usa los ids de la lista de planes.',
  'adminMoney.expiresInPast': 'expires_at debe ser una fecha futura.',
  'plans.planRequired': 'Elige un plan.',
  'billing.loaded': 'Tu plan y tu facturación.',
  'billing.month': 'mes',
  'billing.year': 'año',
  'billing.monthly': 'mensual',
  'billing.yearly': 'anual',
  'billing.terms':
    'Se renueva automáticamente cada {interval} por {price} hasta que lo canceles. Cancela cuando quieras en tu cuenta.',
  'billing.acceptTerms': 'Acepto estas condiciones de renovación.',
  'billing.acceptTermsRequired':
    'Marca la casilla para aceptar las condiciones de renovación antes de pagar.',
  'billing.noPlan': 'No tienes un plan que cambiar. Elige un plan primero.',
  'billing.noPlanToCancel': 'No tienes un plan que cancelar.',
  'billing.noPlanToResume': 'No tienes un plan que reanudar.',
  'billing.cancelled': 'Tu plan está cancelado. Sigue activo hasta el {date}.',
  'billing.alreadyCancelled': 'Tu plan ya está cancelado. Sigue activo hasta el {date}.',
  'billing.resumed': 'Tu plan vuelve a renovarse el {date}.',
  'billing.notCancelled': 'Tu plan no está cancelado: se renueva el {date}.',
  'billing.resumeTooLate':
    'Tu plan terminó el {date} y no se puede reanudar. Elige un plan de nuevo para empezar otro.',
  'billing.pastDue':
    'Tu última renovación fue rechazada. Actualiza tu tarjeta antes de cambiar de plan.',
  'billing.sameAsCurrent': 'Ya tienes este plan. Elige otro plan al que cambiar.',
  'billing.changeScheduled': '{plan} empieza el {date}. No se cobra nada ahora.',
  'billing.changeUnscheduled': 'Sigues con {plan}: el cambio programado se ha deshecho.',
  'billing.changeOrderReady': 'Paga {amount} para cambiar a {plan} ahora.',
  'billing.changeStale': 'Tu plan cambió desde que se hizo este pedido. Elige el plan de nuevo.',
  'billing.noCardYet':
    'Todavía no tienes una tarjeta con nosotros: se guarda cuando pagas un plan.',
  'billing.paymentMethodPage': 'Cambia tu tarjeta en esta página.',
  'billing.noCardPlan': 'No tienes un plan con una tarjeta que cambiar.',
  'billing.receiptLoaded': 'Tu recibo.',
  'billing.receiptNotFound': 'No encontramos un recibo para este pedido.',
  'billing.unusedCredit': 'Parte no usada de {plan}',
  'billing.planLine': '{plan} ({interval})',
  'billing.sandboxNote':
    'Entorno de pruebas: no se mueve dinero. Paga con la tarjeta 4242 4242 4242 4242; la tarjeta 4000 0000 0000 0002 se rechaza.',
  'billing.checkoutTitle': 'Pago de prueba de FTC',
  'billing.cardPageTitle': 'Cambia tu tarjeta',
  'billing.cardPageIntro': 'Esta tarjeta paga las renovaciones de {plan}. No se cobra nada ahora.',
  'billing.cardPageCurrent': 'Tarjeta guardada: {brand} terminada en {last4}.',
  'billing.cardSave': 'Guardar tarjeta',
  'billing.cardSaved':
    'Tu tarjeta está guardada. Las renovaciones se cobran a {brand} terminada en {last4}.',
  'billing.cardLinkInvalid':
    'Este enlace no es válido o ha caducado. Abre tu página de facturación para obtener otro.',
  'billing.billed': 'Cobro',
  'billing.every': 'Cada {interval}',
  'billing.promoCode': 'Código promocional',
  'billing.total': 'Total',
  'billing.per': 'por {interval}',
  'billing.cardNumber': 'Número de tarjeta',
  'billing.expiry': 'Vencimiento (MM/AA)',
  'billing.cvc': 'CVC',
  'billing.nameOnCard': 'Nombre en la tarjeta',
  'billing.pay': 'Pagar {amount}',
  'billing.checkDetails': 'Revisa los datos del pago:',
  'billing.backToPlans': 'Volver a los planes',
  'billing.backToBilling': 'Volver a tu facturación',
  'billing.checkoutNotFound': 'Este enlace de pago no es válido',
  'billing.checkoutNotFoundText':
    'No encontramos este pedido. Elige tu plan de nuevo para empezar otro pago.',
  'billing.busy': 'Este pago ya se está procesando. Espera un momento y recarga la página.',
  'billing.card.numberRequired': 'Escribe el número de la tarjeta.',
  'billing.card.numberInvalid': 'Revisa el número de la tarjeta.',
  'billing.card.expiryRequired': 'Escribe la fecha de vencimiento como MM/AA.',
  'billing.card.expiryFormat': 'Escribe la fecha de vencimiento como MM/AA, por ejemplo 08/29.',
  'billing.card.expiryMonth': 'El mes de la fecha de vencimiento debe estar entre 01 y 12.',
  'billing.card.expired': 'Esta tarjeta está vencida. Usa otra tarjeta.',
  'billing.card.expiryFar': 'Revisa la fecha de vencimiento.',
  'billing.card.cvcRequired': 'Escribe el CVC: los 3 o 4 dígitos de la tarjeta.',
  'billing.card.cvcInvalid': 'El CVC tiene 3 o 4 dígitos.',
  'billing.card.nameRequired': 'Escribe el nombre que aparece en la tarjeta.',
  'billing.card.nameLong': 'Usa como máximo 100 caracteres para el nombre.',
  'billing.card.declined': 'Tu tarjeta fue rechazada.',
  'billing.email.greeting': 'Hola, {name}:',
  'billing.email.signoff': 'El equipo de FTC',
  'billing.email.receiptSubject': 'Tu recibo de FTC {number}',
  'billing.email.receiptBody':
    'Gracias por tu pago.\n\nPlan: {plan}\nImporte: {amount}\nTarjeta: {brand} terminada en {last4}\nPeriodo: del {start} al {end}\nRecibo: {number}\n\nVe o imprime tu recibo: {link}',
  'billing.email.receiptRenews': 'Tu plan se renueva el {date} salvo que lo canceles: {billing}',
  'billing.email.cancelSubject': 'Tu plan de FTC está cancelado',
  'billing.email.cancelBody':
    'Tu plan {plan} está cancelado: no se renovará y no se cobrará nada más. Lo conservas hasta el {date}.\n\n¿Cambiaste de idea? Reanúdalo antes de esa fecha: {billing}',
  'billing.email.resumeSubject': 'Tu plan de FTC vuelve a renovarse',
  'billing.email.resumeBody':
    'Tu plan {plan} vuelve a renovarse el {date} por {price} cada {interval}. Puedes cancelarlo cuando quieras: {billing}',
  'billing.email.changeScheduledSubject': 'Tu plan de FTC cambia el {date}',
  'billing.email.changeScheduledBody':
    'Conservas {from} hasta el {date}. Después empieza {to}, por {price} cada {interval}. No se cobra nada ahora.\n\nGestiona tu plan: {billing}',
  'billing.email.changeOrderSubject': 'Cambia a {plan}: tu pedido está listo',
  'billing.email.changeOrderBody':
    'Para cambiar de {from} a {to} ahora, paga {amount} ({price} menos {credit} por los días no usados de {from}). {to} empieza cuando se paga, por un {interval} completo; hasta entonces conservas {from}.\n\nPaga aquí: {link}',

  'data.exportPreparing':
    'Estamos preparando tus datos. Te enviaremos un enlace por correo en unos minutos.',
  'data.exportReady': 'Aquí tienes todo lo que guardamos sobre ti.',
  'data.exportStillPreparing':
    'Tus datos aún se están preparando. Inténtalo de nuevo en un minuto.',
  'data.exportNotFound': 'Esta exportación no existe o ha caducado.',
  'data.exportLimit': 'Puedes pedir tus datos 3 veces al día. Inténtalo de nuevo mañana.',
  'data.exportSubject': 'Tus datos de FTC están listos',
  'data.exportBody':
    'Hola, {name}:\n\nLa copia de tus datos que pediste está lista. Ábrela antes de 7 días (con tu sesión iniciada):\n{link}\n\nEl equipo de FTC',
  'data.passwordWrong': 'Esa contraseña no es correcta.',
  'data.deleted':
    'Tu cuenta está eliminada. Te enviamos un enlace para deshacerlo en un plazo de 14 días.',
  'data.deletedSubject': 'Tu cuenta de FTC está eliminada',
  'data.deletedBody':
    'Hola, {name}:\n\nTu cuenta de FTC está eliminada: se cerraron todas tus sesiones, tu perfil y tus trabajos abiertos ya no están en el sitio y tu plan no se renovará. El {date} borraremos tus datos personales para siempre.\n\n¿Cambiaste de opinión? Abre este enlace antes de esa fecha para recuperar tu cuenta:\n{link}\n\nEl equipo de FTC',
  'data.restored': 'Tu cuenta está de vuelta. Inicia sesión para continuar.',
  'data.restoreInvalid': 'Este enlace no es válido o ha caducado.',

  'renewals.staleOrder': 'El plan cambió o terminó antes de renovarse.',
  'renewals.cancelledBeforeCharge': 'El plan se canceló antes de renovarse: no se cobró nada.',
  'renewals.noSavedCard': 'No hay ninguna tarjeta guardada para cobrar.',
  'renewals.month': 'cada mes',
  'renewals.year': 'cada año',
  'renewals.pastDueSubject': 'No pudimos renovar tu plan de FTC: actualiza tu tarjeta',
  'renewals.pastDueBody':
    'Hola, {name}:\n\nNo pudimos renovar tu plan {plan} ({amount}): {reason}\n\nTu plan sigue funcionando mientras lo intentamos de nuevo el {retryDate}. Actualiza tu tarjeta en {link} y ese día cobraremos la nueva. Si no se completa ningún pago, el plan termina el {endDate}.\n\nEl equipo de FTC',
  'renewals.pastDueLastBody':
    'Hola, {name}:\n\nNo pudimos renovar tu plan {plan} ({amount}): {reason}\n\nEse fue nuestro último intento: tu plan sigue funcionando hasta el {endDate} y luego termina. Puedes elegir un plan de nuevo cuando quieras en {link}.\n\nEl equipo de FTC',
  'renewals.reminderSubject': 'Tu plan {plan} se renueva el {date}',
  'renewals.reminderBody':
    'Hola, {name}:\n\nTu plan {plan} se renueva automáticamente el {date} por {price} ({interval}), con cargo a la tarjeta que tienes guardada.\n\nPara cancelarlo o cambiarlo, entra en {link} y elige «Cancelar plan» antes del {date}. Una vez cancelado no se cobra nada más, y el plan sigue funcionando hasta el {date}.\n\nEl equipo de FTC',
  'renewals.priceSubject': 'El precio de tu plan {plan} va a cambiar',
  'renewals.priceBody':
    'Hola, {name}:\n\nEl precio de tu plan {plan} pasa de {oldPrice} a {newPrice} ({interval}). La renovación del {date} y las siguientes se cobran a {newPrice}; hasta entonces no cambia nada.\n\nSi no quieres renovar al nuevo precio, cancela en {link} antes del {date}.\n\nEl equipo de FTC',

  'payments.declined': 'Tu tarjeta fue rechazada.',
  'payments.renewalTerms':
    'Se renueva automáticamente {interval} por {price} hasta que canceles. Cancela cuando quieras desde tu cuenta.',
  'payments.everyMonth': 'cada mes',
  'payments.everyYear': 'cada año',
  'payments.providerUnavailable':
    'El servicio de pagos no responde. No se cobró nada: inténtalo de nuevo en un momento.',
  'stripe.notConfigured': 'Stripe no es el proveedor de pagos de este servidor.',
  'stripe.badSignature':
    'Falta la cabecera Stripe-Signature o no corresponde a este cuerpo: no se cambió nada.',
  'stripe.malformed':
    'No se pudo leer este evento: se espera un evento de Stripe en JSON con id, tipo y datos.',
  'stripe.applied': 'Evento aplicado.',
  'stripe.nothingChanged': 'Evento recibido: no cambió nada aquí.',
  'stripe.duplicate': 'Este evento ya se había recibido: no cambió nada.',
  'stripe.unhandled': 'Este tipo de evento no se usa aquí: no cambió nada.',
  'stripe.unavailable': 'Stripe no respondió mientras se aplicaba este evento: envíalo de nuevo.',
  'favourites.loaded': 'Tus cuidadores guardados.',
  'favourites.none': 'Todavía no has guardado ningún cuidador.',
  'favourites.saved': 'Cuidador guardado.',
  'favourites.removed': 'Cuidador quitado de tu lista de guardados.',
  'favourites.idRule': 'caregiver_id debe ser el id de un perfil de cuidador (un número entero).',
  'reviews.caregiverNotFound': 'No encontramos a este cuidador.',
  'reviews.notHired':
    'Solo los padres que contrataron a este cuidador o completaron una reserva con él pueden escribir una reseña.',
  'reviews.twice':
    'Ya escribiste una reseña de este cuidador: cada padre escribe una reseña por cuidador.',
  'reviews.posted': '¡Gracias! Tu reseña está publicada.',
  'reviews.reviewNotFound': 'No encontramos esta reseña entre las reseñas de tu perfil.',
  'reviews.replyTwice': 'Ya respondiste a esta reseña: una reseña tiene una sola respuesta.',
  'reviews.replied': 'Tu respuesta está publicada.',
  'reviews.caregiverIdRule': 'id debe ser el id de un perfil de cuidador (un número entero).',
  'reviews.reviewIdRule': 'id debe ser el id de una reseña (un número entero).',
  'reviews.tooMany':
    'Has escrito muchas reseñas en la última hora. Inténtalo de nuevo en {minutes} minutos.',
  'reviews.ratingRange': 'rating va de 1 a 5.',
  'reviews.bodyMin': 'body necesita al menos 20 caracteres.',
  'reviews.bodyMax': 'body puede tener como máximo 2000 caracteres.',
  'reviews.bodyRequired': 'body es obligatorio.',
  'admin.adminsOnly': 'Esta página es solo para administradores.',
  'staff.adminsOnly': 'Solo un administrador puede hacer esto. Pídaselo a un administrador de FTC.',
  'staff.staffOnly': 'Esto es solo para el personal de FTC.',
  'admin.noDocuments': 'No hay documentos con este estado.',
  'admin.notFound': 'No encontramos este documento. Puede que su dueño lo haya eliminado.',
  'admin.fileMissing': 'El archivo de este documento no está en el almacenamiento.',
  'admin.alreadyApproved':
    'Este documento ya está aprobado: cada documento se decide una sola vez.',
  'admin.alreadyRejected':
    'Este documento ya está rechazado: cada documento se decide una sola vez.',
  'admin.approved': 'El documento está aprobado y la insignia está en el perfil del cuidador.',
  'admin.approvedNoBadge':
    'El documento está aprobado, pero su dueño no tiene perfil de cuidador, así que no hay perfil donde poner la insignia.',
  'admin.rejected': 'El documento está rechazado y enviamos el motivo por correo a su dueño.',
  'admin.rejectedNotEmailed':
    'El documento está rechazado, pero no pudimos enviar el correo a su dueño ahora: comunícale el motivo de otra forma.',
  'admin.expired':
    'expires_at está en el pasado: la insignia caducaría de inmediato. Revisa la fecha.',
  'admin.documentExpired':
    'Este documento ha caducado (expires_on): apruébalo con un expires_at posterior solo si sigue siendo válido.',
  'admin.reasonRequired':
    'reason es obligatorio para aprobar o rechazar un documento (10–500 caracteres, para el registro).',
  // El escritorio de cuentas (interfaz §10): búsqueda, suspensiones, roles, el registro.
  'staffAccounts.loaded': 'Cuentas encontradas: {count}.',
  'staffAccounts.none':
    'Ninguna cuenta coincide. Pruebe con parte del nombre, el correo o el celular.',
  'staffAccounts.detail': 'La cuenta de {name}.',
  'staffAccounts.notFound': 'No encontramos esta cuenta. Revise el id en la lista de cuentas.',
  'staffAccounts.untilFormat':
    'until debe ser una fecha y hora con su zona horaria, como 2030-01-31T18:00:00Z.',
  'suspension.untilPast':
    'until ya pasó según el reloj del servidor. Elija una hora posterior, o déjelo vacío para suspender hasta levantarla.',
  'suspension.notYourself': 'No puede suspender ni reactivar su propia cuenta.',
  'suspension.notTheAdmin':
    'La cuenta de administrador (ADMIN_EMAIL) no se puede suspender ni reactivar aquí.',
  'suspension.notAnAdmin':
    'Un moderador no puede suspender ni reactivar a un administrador. Pídaselo a un administrador de FTC.',
  'suspension.suspended':
    'La cuenta está suspendida: sus sesiones terminaron y se le envió un correo.',
  'suspension.already':
    'Esta cuenta ya está suspendida. Reactívela primero para cambiar la suspensión.',
  'suspension.unsuspended': 'La cuenta está activa de nuevo y se le envió un correo.',
  'suspension.notSuspended': 'Esta cuenta no está suspendida: no hay nada que reactivar.',
  'suspension.login':
    'Tu cuenta está suspendida. Si crees que es un error, comunícate con el soporte de FTC desde la página de contacto.',
  'suspension.loginUntil':
    'Tu cuenta está suspendida hasta el {until}. Si crees que es un error, comunícate con el soporte de FTC desde la página de contacto.',
  'suspension.email.subject': 'Tu cuenta de FTC está suspendida',
  'suspension.email.body':
    'Nuestro equipo suspendió tu cuenta de FTC: no puedes iniciar sesión, y tu perfil, tus empleos y tus reseñas no se muestran.\n\nMotivo: {reason}\n\nLa suspensión dura hasta que nuestro equipo la levante. Si crees que es un error, escríbenos: {contact}',
  'suspension.email.bodyUntil':
    'Nuestro equipo suspendió tu cuenta de FTC hasta el {until}: hasta entonces no puedes iniciar sesión, y tu perfil, tus empleos y tus reseñas no se muestran.\n\nMotivo: {reason}\n\nSi crees que es un error, escríbenos: {contact}',
  'suspension.email.liftedSubject': 'Tu cuenta de FTC está activa de nuevo',
  'suspension.email.lifted':
    'Tu cuenta de FTC ya no está suspendida: puedes iniciar sesión de nuevo. ¿Preguntas? Escríbenos: {contact}',
  'staffRoles.granted': '{name} ahora es {role}.',
  'staffRoles.removed': '{name} ya no tiene un rol del personal.',
  'staffRoles.adminAccount':
    'La cuenta de administrador (ADMIN_EMAIL) siempre es administradora: su rol no se puede cambiar.',
  'audit.loaded': 'Acciones en el registro: {count}.',
  'audit.none': 'Ninguna acción del registro coincide.',
  'jobs.posted': 'Tu trabajo está publicado.',
  'jobs.saved': 'Tu trabajo está guardado.',
  'jobs.closed': 'Tu trabajo está cerrado: los cuidadores ya no lo ven.',
  'jobs.loaded': 'Tus trabajos.',
  'jobs.none': 'Todavía no has publicado ningún trabajo.',
  'jobs.found': 'Trabajos abiertos encontrados.',
  'jobs.jobLoaded': 'Trabajo cargado.',
  'jobs.notFound': 'No encontramos este trabajo.',
  'jobs.applicationNotFound':
    'No encontramos esta postulación entre las postulaciones a tus trabajos.',
  'jobs.applicationsLoaded': 'Las postulaciones a este trabajo.',
  'jobs.noApplications': 'Nadie se ha postulado a este trabajo todavía.',
  'jobs.applied': 'Tu postulación está enviada. El padre la verá junto con tu perfil.',
  'jobs.twice': 'Ya te postulaste a este trabajo: una postulación por trabajo.',
  'jobs.hireClosed': 'Este trabajo está cerrado: no se puede contratar a nadie más para él.',
  'jobs.alreadyHired':
    'Este cuidador ya está contratado para este trabajo: una contratación no se puede cambiar.',
  'jobs.shortlisted': 'El candidato está en tu lista de preseleccionados.',
  'jobs.declined': 'La postulación está rechazada.',
  'jobs.hired':
    'El cuidador está contratado y el trabajo está cerrado. Ya puedes escribir una reseña.',
  'jobs.profileRequired':
    'Publica tu perfil de cuidador antes de postularte: los padres lo ven junto con tu postulación.',
  'jobs.needNear':
    'near es obligatorio: añade tu código postal a tu perfil de cuidador o busca cerca de un código postal.',
  'jobs.parentPaywall':
    'Sin un plan puedes tener un solo trabajo abierto a la vez. Ciérralo, o elige un plan para publicar más trabajos y para iniciar conversaciones con cuidadores.',
  'jobs.caregiverPaywall':
    'Este mes te has postulado a {count} trabajos, el máximo sin un plan. Elige un plan para postularte a todos los trabajos que quieras; un plan con perfil destacado además destaca tu perfil en las búsquedas.',
  'jobs.idRule': 'id debe ser el id de un trabajo (un número entero).',
  'jobs.applicationIdRule': 'id debe ser el id de una postulación (un número entero).',
  'jobs.titleRequired': 'title es obligatorio.',
  'jobs.titleMin': 'title necesita al menos 5 caracteres.',
  'jobs.titleMax': 'title puede tener como máximo 100 caracteres.',
  'jobs.descriptionMax': 'description puede tener como máximo 2000 caracteres.',
  'jobs.scheduleMax': 'schedule puede tener como máximo 200 caracteres.',
  'jobs.rateType': 'hourly_rate_max es un número entero de centavos, de 500 a 20000.',
  'jobs.rateMin': 'hourly_rate_max debe ser al menos 500 ($5.00).',
  'jobs.rateMax': 'hourly_rate_max puede ser como máximo 20000 ($200.00).',
  'jobs.startsOnFormat': 'starts_on es una fecha escrita AAAA-MM-DD, por ejemplo 2030-01-31.',
  'jobs.startsOnPast': 'starts_on no puede estar en el pasado.',
  'jobs.startsOnFar': 'starts_on puede estar como máximo 5 años en el futuro.',
  'jobs.messageRequired': 'message es obligatorio.',
  'jobs.messageMin': 'message necesita al menos 10 caracteres.',
  'jobs.messageMax': 'message puede tener como máximo 1000 caracteres.',
  'jobs.statusOption': 'status debe ser uno de shortlisted, declined, hired.',
  'conversations.started': 'Tu mensaje está enviado.',
  'conversations.sent': 'Mensaje enviado.',
  'conversations.loaded': 'Tus conversaciones.',
  'conversations.none': 'Todavía no tienes conversaciones.',
  'conversations.messagesLoaded': 'Mensajes cargados.',
  'conversations.unread': 'Tus mensajes sin leer.',
  'conversations.blocked':
    'La conversación está bloqueada: ya no se pueden enviar mensajes en ella.',
  'conversations.blockedRefusal':
    'Esta conversación está bloqueada: ninguna de las dos partes puede enviar más mensajes en ella.',
  'conversations.reported':
    'Gracias: la conversación está denunciada y nuestro equipo la revisará.',
  'conversations.notFound': 'No encontramos esta conversación entre las tuyas.',
  'conversations.applicationNotFound': 'No encontramos esta postulación entre las tuyas.',
  'conversations.caregiverNeedsApplication':
    'Un cuidador inicia una conversación desde una de sus postulaciones: indica application_id.',
  'conversations.parentPaywall':
    'Para iniciar una conversación con un cuidador necesitas un plan. Con un plan puedes escribir a cualquier cuidador y publicar más trabajos; sin él puedes responder cuando un cuidador te escribe primero.',
  'conversations.tooFast':
    'Estás enviando mensajes demasiado rápido. Inténtalo de nuevo en {duration}.',
  'conversations.cursorsTogether': 'Indica after o before (uno de los dos), no ambos.',
  'conversations.idRule': 'id debe ser el id de una conversación (un número entero).',
  'conversations.bodyRequired': 'body es obligatorio: escribe un mensaje.',
  'conversations.caregiverIdRule': 'caregiver_id debe ser el id de un cuidador (un número entero).',
  'conversations.applicationIdRule':
    'application_id debe ser el id de una postulación (un número entero).',
  'conversations.oneOfIds': 'Indica caregiver_id o application_id (uno de los dos).',
  'conversations.afterRule': 'after debe ser el id de un mensaje (un número entero).',
  'conversations.beforeRule': 'before debe ser el id de un mensaje (un número entero).',
  'conversations.reasonRequired': 'reason es obligatorio: cuenta qué pasó.',
  'conversations.reasonMax': 'reason puede tener como máximo 1000 caracteres.',
  'reports.reasonRule': 'reason debe ser uno de: {values}.',
  'reports.statusRule': 'status debe ser uno de: {values}.',
  'reports.actionRule': 'action debe ser uno de: {values}.',
  'reports.kindRule': 'kind debe ser uno de: {values}.',
  'reports.idRule': 'id debe ser el id de un reporte o de un contenido (un número entero).',
  'reports.sent': 'Gracias: tu reporte está con nuestro equipo, que lo revisará.',
  'reports.duplicate':
    'Ya reportaste esto y tu reporte está con nuestro equipo: no hace falta enviarlo de nuevo.',
  'reports.ownCaregiver': 'Este es tu propio perfil: no puedes reportarlo. Edítalo en su lugar.',
  'reports.ownJob':
    'Este es tu propio trabajo: no puedes reportarlo. Edítalo o ciérralo en su lugar.',
  'reports.ownReview': 'Esta es tu propia reseña: no puedes reportarla.',
  'reports.caregiverNotFound': 'No encontramos a este cuidador. Es posible que se haya retirado.',
  'reports.jobNotFound': 'No encontramos este trabajo. Es posible que se haya retirado.',
  'reports.reviewNotFound': 'No encontramos esta reseña. Es posible que se haya retirado.',
  'reports.tooMany':
    'Enviaste muchos reportes en poco tiempo. Inténtalo de nuevo en {duration}; nuestro equipo está revisando los que enviaste.',
  'reports.list': 'Los reportes.',
  'reports.notFound': 'No encontramos este reporte. Revisa su id en la lista de reportes.',
  'reports.alreadyResolved':
    'Este reporte ya está resuelto. Vuelve a cargar la lista para ver qué se decidió.',
  'reports.hideConversation':
    'No se puede ocultar una conversación entera: oculta uno de sus mensajes (desde un reporte de mensaje) o suspende al miembro.',
  'reports.ownerGone':
    'La cuenta de este contenido ya no existe, así que no hay a quién suspender. Oculta el contenido o descarta el reporte.',
  'reports.resolved': 'El reporte está resuelto.',
  'reports.emailSubject': 'Revisamos tu reporte',
  'reports.emailBody':
    'Hola, {name}:\n\nGracias por tu reporte. Nuestro equipo ya lo revisó. Por la privacidad del otro miembro no podemos contarte qué se decidió.\n\nReportes como el tuyo ayudan a que FTC sea un lugar seguro.\n\nEl equipo de FTC',
  'hidden.list': 'El contenido oculto.',
  'hidden.notFound':
    'No encontramos este contenido oculto. Es posible que ya se haya restaurado: vuelve a cargar la lista.',
  'hidden.restored': 'El contenido está restaurado y se muestra de nuevo.',
  'stream.ticket': 'Tu ticket para el flujo en vivo: úsalo una vez, en menos de 60 segundos.',
  'stream.badTicket':
    'Este ticket no es válido: un ticket sirve una sola vez, en menos de 60 segundos. Pide uno nuevo.',
  'stream.lastEventId': 'Last-Event-ID debe ser el id de un mensaje (un número entero).',
  'stream.tooMany':
    'Tienes {count} conexiones en vivo abiertas, el máximo para una cuenta. Cierra una pestaña o ventana e inténtalo de nuevo.',
  'faqs.audienceInvalid':
    'audience debe ser "users" (la lista de los padres) o "service-providers" (la de las niñeras).',
  'faqs.positionInvalid':
    'position debe ser un número entero de 0 (la primera de la lista) a {max}.',
  'faqs.answerEmpty':
    'answer no tiene texto después de limpiarla: escribe la respuesta como texto, con párrafos, listas, enlaces o énfasis si quieres.',
  'faqs.notFound':
    'No encontramos esta pregunta frecuente: puede que se haya borrado. Vuelve a cargar la lista.',
  'faqs.loaded': 'Preguntas frecuentes cargadas.',
  'faqs.created': 'La pregunta frecuente está agregada: la lista pública ya la muestra.',
  'faqs.updated': 'La pregunta frecuente está guardada: la lista pública ya la muestra.',
  'faqs.deleted': 'La pregunta frecuente está borrada: ya no está en la lista pública.',
  'metrics.dateFormat': '{field} debe ser una fecha escrita AAAA-MM-DD, por ejemplo 2030-01-31.',
  'metrics.fromAfterTo':
    'from ({from}) es posterior a to ({to}): elige un from igual o anterior a to.',
  'metrics.rangeTooLong':
    'to está demasiado lejos de from: el periodo abarca {days} días y puede abarcar como máximo {max}. Elige un periodo más corto.',
  'metrics.loaded': 'Cifras del {from} al {to} (días UTC).',
  'calendar.name': 'Reservas de FTC',
  'calendar.withCaregiver': 'Cuidado con {name} (FTC)',
  'calendar.withParent': 'Cuidado para la familia de {name} (FTC)',
  'calendar.linkLoaded':
    'Este es tu enlace de calendario. Agrégalo a tu app de calendario; mantenlo privado, como una contraseña.',
  'calendar.linkRenewed':
    'Tu nuevo enlace de calendario está listo. El enlace anterior ya no funciona: agrega este a tu app de calendario.',
  'calendar.notFound':
    'Este enlace de calendario no existe o fue reemplazado. Copia el enlace actual desde tu página de reservas.',
} satisfies Catalogue;
