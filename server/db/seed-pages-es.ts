// The static pages in US Spanish (issue 24), section for section as in seed-content.ts.
import type { SeedStaticPage } from './seed-content';

const TERMS_ES = `<p><em>Esta página es contenido de demostración de un producto de ejemplo y no es un acuerdo legal real.</em></p>
<h2>1. Sobre estos Términos</h2>
<p>Estos Términos de servicio ("Términos") rigen el uso del sitio web de FTC, su versión para celulares y los servicios relacionados (el "Servicio"), operados por Find Trusted Childcare, Inc. ("FTC", "nosotros"). Al crear una cuenta o usar el Servicio, aceptas estos Términos y nuestra <a href="/privacy-policy">Política de privacidad</a>. Si no estás de acuerdo, no uses el Servicio.</p>
<h2>2. Qué es FTC y qué no es</h2>
<p>FTC es un mercado en línea que ayuda a madres, padres y tutores ("Familias") y a cuidadores independientes, como niñeras, cuidadores ocasionales y Técnicos de Conducta Registrados ("Cuidadores"), a encontrarse y ponerse en contacto.</p>
<ul>
<li>FTC no emplea a ningún Cuidador, y los Cuidadores no son nuestros agentes ni contratistas.</li>
<li>FTC no presta servicios de cuidado infantil, terapia conductual ni ningún otro servicio de cuidado.</li>
<li>FTC no es parte de ningún acuerdo entre una Familia y un Cuidador, y no fija, cobra ni garantiza el pago del cuidado.</li>
<li>FTC no es responsable de la conducta de ningún usuario, en línea o fuera de línea.</li>
</ul>
<h2>3. El contenido de los usuarios no está verificado</h2>
<p>Los perfiles, las ofertas de empleo, las postulaciones, los mensajes, las reseñas y los documentos subidos los envían los usuarios. FTC no verifica la identidad, las calificaciones, las licencias, los certificados, los antecedentes, las referencias ni ninguna otra afirmación de un usuario, salvo cuando lo decimos claramente para una función concreta. La excepción son las insignias de verificación: "Celular verificado" significa que el usuario ingresó un código que enviamos a ese número, y las insignias de identidad, antecedentes y primeros auxilios significan que el personal de FTC revisó un documento que el usuario subió. Una insignia no es una recomendación ni una garantía.</p>
<p>Solo tú decides a quién conocer, contratar o para quién trabajar. Antes de que empiece cualquier cuidado, haz tus propias verificaciones: entrevistas en persona, revisar una identificación oficial, llamar a las referencias, confirmar los certificados con quien los emitió y obtener una verificación de antecedentes con un proveedor confiable.</p>
<h2>4. Requisitos y cuentas</h2>
<ul>
<li>Debes tener al menos 18 años y poder celebrar un contrato vinculante.</li>
<li>Debes dar información exacta y mantenerla al día.</li>
<li>Debes verificar un número de celular que controles. Usamos códigos de un solo uso para confirmarlo y proteger tu cuenta.</li>
<li>Eres responsable de la actividad de tu cuenta. Mantén en privado tu contraseña y tus códigos, y avísanos enseguida si sospechas un uso indebido.</li>
</ul>
<h2>5. Suscripciones, facturación y cancelación</h2>
<p>Algunas funciones requieren una suscripción pagada. Los precios, las funciones de cada plan y los períodos de facturación se muestran antes de pagar. Al suscribirte, nos autorizas a nosotros y a nuestro procesador de pagos a cobrar tu método de pago al inicio de cada período hasta que canceles.</p>
<ul>
<li><strong>Renovación automática.</strong> Los planes se renuevan automáticamente al precio vigente. Te avisaremos con anticipación de cualquier cambio de precio.</li>
<li><strong>Cancelación.</strong> Puedes cancelar en cualquier momento desde tu cuenta. La cancelación surte efecto al final del período actual y conservas el acceso hasta entonces.</li>
<li><strong>Reembolsos.</strong> Salvo cuando la ley lo exige, los pagos no son reembolsables y no damos créditos por períodos parciales.</li>
<li><strong>Códigos promocionales.</strong> No tienen valor en efectivo, pueden tener sus propias condiciones y pueden retirarse en cualquier momento.</li>
<li><strong>FTC Connect.</strong> Los servicios de asistencia personalizada se ofrecen en las condiciones que se muestran al comprarlos. Una presentación no es una recomendación ni una garantía de idoneidad.</li>
</ul>
<h2>6. Uso aceptable</h2>
<p>Te comprometes a no:</p>
<ul>
<li>publicar contenido falso, engañoso o que suplante a otra persona;</li>
<li>acosar, amenazar, discriminar ni explotar a nadie;</li>
<li>usar el Servicio para pedir dinero, enviar spam o cometer estafas;</li>
<li>recopilar datos de otros usuarios, extraer contenido del Servicio o interferir con su funcionamiento;</li>
<li>subir contenido que no tienes derecho a compartir o que contenga software malicioso.</li>
</ul>
<p>Podemos quitar contenido o suspender cuentas que creamos que incumplen estos Términos o ponen a otras personas en riesgo, pero no estamos obligados a supervisar el contenido.</p>
<h2>7. Tu contenido</h2>
<p>Conservas la propiedad del contenido que envías. Le otorgas a FTC una licencia no exclusiva, mundial y sin regalías para alojarlo, mostrarlo y adaptarlo según sea necesario para operar y promocionar el Servicio. Confirmas que tienes los derechos necesarios para otorgar esta licencia.</p>
<h2>8. Exenciones de responsabilidad</h2>
<p>El Servicio se ofrece "tal cual" y "según disponibilidad". En la máxima medida permitida por la ley, FTC renuncia a toda garantía, expresa o implícita, incluidas las de comerciabilidad, idoneidad para un fin determinado y no infracción. No garantizamos que un usuario sea quien dice ser ni que un arreglo de cuidado vaya a ser seguro o satisfactorio.</p>
<h2>9. Limitación de responsabilidad</h2>
<p>En la máxima medida permitida por la ley, FTC no será responsable de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de pérdidas derivadas de las interacciones entre usuarios. Nuestra responsabilidad total por cualquier reclamo relacionado con el Servicio se limita a lo que nos pagaste en los doce meses anteriores al reclamo.</p>
<h2>10. Disputas y ley aplicable</h2>
<p>Estos Términos se rigen por las leyes del estado de Delaware, sin considerar sus normas sobre conflictos de leyes. Antes de presentar un reclamo, te comprometes a contactarnos para intentar resolverlo de manera informal. Nada en estos Términos limita los derechos irrenunciables que te dan las leyes de protección al consumidor.</p>
<h2>11. Cambios y contacto</h2>
<p>Podemos actualizar estos Términos de vez en cuando. Si un cambio es importante, te avisaremos por correo o en la aplicación antes de que entre en vigor. ¿Preguntas? Escríbenos desde la <a href="/contact">página de contacto</a>.</p>`;

const PRIVACY_ES = `<p><em>Esta página es contenido de demostración de un producto de ejemplo y no es un aviso de privacidad real.</em></p>
<h2>Quiénes somos</h2>
<p>Esta Política de privacidad explica cómo Find Trusted Childcare, Inc. ("FTC", "nosotros") recopila, usa y comparte información personal cuando usas nuestro sitio web y nuestros servicios (el "Servicio"). Se aplica a madres, padres y tutores, a cuidadores y a visitantes.</p>
<h2>Información que recopilamos</h2>
<ul>
<li><strong>Datos de la cuenta:</strong> tu nombre, correo electrónico, número de celular, contraseña (guardada cifrada con hash) y si eres una familia o un cuidador o una cuidadora.</li>
<li><strong>Contenido del perfil y de los empleos:</strong> fotos, presentaciones, servicios, tarifas, disponibilidad, ubicación general, ofertas de empleo y los documentos que decidas subir.</li>
<li><strong>Mensajes:</strong> el contenido de las conversaciones en el Servicio, incluidos los adjuntos.</li>
<li><strong>Información de pago:</strong> plan, historial de facturación y datos limitados de la tarjeta. Los números completos de tarjeta los maneja nuestro procesador de pagos y nunca los guardamos.</li>
<li><strong>Datos del dispositivo y de uso:</strong> dirección IP, tipo de navegador, páginas visitadas, ubicación aproximada y cookies, como se describe abajo.</li>
</ul>
<h2>Cómo la usamos</h2>
<ul>
<li>para crear y proteger tu cuenta, incluido el envío de códigos de verificación por mensaje de texto;</li>
<li>para mostrar tu perfil u oferta de empleo a otros usuarios y ayudarte a encontrar coincidencias;</li>
<li>para procesar suscripciones, códigos promocionales y solicitudes de FTC Connect;</li>
<li>para enviarte mensajes del servicio, como recibos y alertas de seguridad, y, con tu consentimiento, comunicaciones de marketing que puedes dejar de recibir cuando quieras;</li>
<li>para detectar fraudes, hacer cumplir nuestros <a href="/term-and-condition">Términos</a> y mantener segura a la comunidad;</li>
<li>para entender cómo se usa el Servicio y mejorarlo.</li>
</ul>
<h2>Lo que ven otros usuarios</h2>
<p>Las familias y los cuidadores ven la información de perfil que decides publicar, como tu nombre, tu foto, tu zona general y tus servicios. No mostramos a otros usuarios tu correo, tu teléfono, tu dirección ni tus datos de pago. Lo que envías en un mensaje lo puede leer, guardar o compartir quien lo recibe, así que comparte tus datos personales con cuidado.</p>
<h2>Cómo compartimos la información</h2>
<p>No vendemos tu información personal. Solo la compartimos:</p>
<ul>
<li>con proveedores que nos ayudan a operar el Servicio, como alojamiento, mensajes de texto, correo y procesamiento de pagos, bajo contratos que limitan el uso de tus datos;</li>
<li>con coordinadores de FTC Connect cuando pides asistencia personalizada;</li>
<li>cuando la ley lo exige, o para proteger los derechos, la propiedad o la seguridad de nuestros usuarios o de otras personas;</li>
<li>como parte de una fusión, adquisición o venta de activos, con aviso previo.</li>
</ul>
<h2>Cookies</h2>
<p>Usamos cookies esenciales para mantener tu sesión iniciada y segura, y cookies de análisis opcionales para entender el uso. Puedes administrar las cookies opcionales en tu navegador o en nuestra configuración de cookies.</p>
<h2>Cuánto tiempo la guardamos</h2>
<p>Guardamos la información de la cuenta mientras esté abierta. Cuando cierras tu cuenta, borramos o anonimizamos tu información en un plazo de 90 días, salvo lo que debamos conservar por motivos legales, fiscales, de prevención de fraude o de disputas.</p>
<h2>Seguridad</h2>
<p>Usamos cifrado en tránsito, contraseñas con hash, controles de acceso y verificación telefónica para proteger tu información. Ningún sistema es perfectamente seguro: usa una contraseña fuerte y única, y nunca compartas tus códigos de verificación.</p>
<h2>Niños</h2>
<p>El Servicio es para personas adultas de 18 años o más. No recopilamos a sabiendas información personal de niños. Las familias pueden describir las necesidades de cuidado de sus hijos; comparte solo lo que un cuidador o una cuidadora necesita saber y evita nombres completos, fotos o datos médicos hasta conocer a la persona.</p>
<h2>Tus opciones y derechos</h2>
<p>Puedes ver y actualizar la mayor parte de tu información en <a href="/account">tu cuenta</a>. Según dónde vivas, incluidos California y otros estados con leyes de privacidad, puedes tener derecho a acceder, corregir, borrar u obtener una copia de tu información personal, y a oponerte a ciertos usos. No te discriminaremos por ejercer estos derechos. Para hacer una solicitud, usa la <a href="/contact">página de contacto</a>.</p>
<h2>Cambios</h2>
<p>Si hacemos cambios importantes a esta política, te avisaremos por correo o en la aplicación antes de que entren en vigor.</p>`;

const GUARDIAN_ES = `<p>Este acuerdo de ejemplo es un punto de partida para una madre, un padre o un tutor y un cuidador o una cuidadora que se conocieron en FTC. No es asesoría legal. Adáptalo a tu situación y considera que lo revise un abogado. FTC no es parte de este acuerdo.</p>
<h2>1. Las partes</h2>
<p>Este Acuerdo de cuidado es entre la madre, el padre o el tutor legal indicado abajo ("Tutor") y el cuidador o la cuidadora indicado abajo ("Cuidador"). Las partes se conocieron en el mercado de FTC. Ambas entienden que FTC no emplea al Cuidador, no ha verificado la información de ninguna de las partes, salvo lo que indican sus insignias de verificación, y no es responsable del cuidado prestado ni de la conducta de ninguna de ellas.</p>
<ul>
<li>Nombre, dirección y teléfono del Tutor</li>
<li>Nombre, dirección y teléfono del Cuidador</li>
<li>Niño o niños a cargo, con sus edades</li>
</ul>
<h2>2. Fecha de inicio, horario y período de prueba</h2>
<p>El cuidado empieza en la fecha acordada. El horario habitual se escribe por día y hora. Las dos primeras semanas son un período de prueba, durante el cual cualquiera de las partes puede terminar el arreglo con 24 horas de aviso.</p>
<h2>3. Tareas</h2>
<p>El Cuidador brindará un cuidado atento y seguro, y también puede aceptar:</p>
<ul>
<li>preparar comidas y meriendas sencillas que respeten las reglas de alimentación y alergias de la familia;</li>
<li>ayudar con las tareas escolares, el juego, las salidas y la rutina de dormir;</li>
<li>hacer una limpieza ligera relacionada con los niños, como platos, juguetes y ropa de los niños;</li>
<li>llevar a los niños en auto, solo si se acuerda por escrito, con el vehículo, las sillas de seguridad y el seguro que las partes hayan confirmado.</li>
</ul>
<p>Cualquier tarea que no esté en esta lista debe acordarse por escrito antes de empezar.</p>
<h2>4. Pago y gastos</h2>
<ul>
<li>Tarifa por hora y tarifa de horas extra más allá del horario acordado.</li>
<li>Día y forma de pago, por ejemplo semanal por transferencia bancaria.</li>
<li>Horas garantizadas, si las hay, cuando el Tutor cancela con poco aviso.</li>
<li>Reembolso de gastos aprobados, como salidas y millaje, con recibos.</li>
</ul>
<p>El Tutor es responsable de entender y cumplir las obligaciones de empleador que impongan las leyes federales, estatales y locales, como impuestos, salario mínimo, horas extra y compensación laboral. El pago se acuerda directamente entre las partes, no a través de FTC.</p>
<h2>5. Días libres y cancelaciones</h2>
<p>Las partes acuerdan los días feriados pagados, el tiempo libre pagado y los días por enfermedad, y con cuánta anticipación avisará cada una de sus ausencias previstas. Si una parte cancela un turno con menos aviso del acordado, se aplican las condiciones de cancelación anteriores.</p>
<h2>6. Salud, seguridad y emergencias</h2>
<ul>
<li>El Tutor compartirá por escrito las alergias, los medicamentos, las condiciones médicas y los contactos de emergencia.</li>
<li>El Cuidador dará medicamentos solo con instrucciones por escrito.</li>
<li>En una emergencia, el Cuidador llamará primero al 911 y luego al Tutor.</li>
<li>El Tutor firmará un formulario de consentimiento médico si quiere que el Cuidador pueda autorizar un tratamiento urgente.</li>
</ul>
<h2>7. Reglas de la casa</h2>
<p>Las partes acuerdan el tiempo de pantalla, la disciplina (que nunca debe ser física), las visitas, el uso del teléfono durante el cuidado, las fotos y las redes sociales. El Cuidador no publicará fotos de los niños ni compartirá datos de la familia en internet sin permiso por escrito.</p>
<h2>8. Privacidad y confidencialidad</h2>
<p>El Cuidador mantendrá en privado la información personal, médica y financiera de la familia durante el arreglo y después. El Tutor le informará al Cuidador si hay cámaras en la casa.</p>
<h2>9. Verificaciones</h2>
<p>Cada parte confirma que hizo las verificaciones que considera necesarias antes de firmar, como revisar identificaciones, referencias, certificados y antecedentes, y que no depende de FTC para ninguna de ellas.</p>
<h2>10. Seguimiento y fin del acuerdo</h2>
<p>Las partes conversarán después del primer mes y luego cada pocos meses. Después del período de prueba, cualquiera de las partes puede terminar este acuerdo con dos semanas de aviso por escrito, o de inmediato en caso de una falta grave o un problema de seguridad.</p>
<h2>11. Firmas</h2>
<p>Ambas partes firman y fechan el acuerdo y guardan una copia. Los cambios deben hacerse por escrito y estar firmados por ambas partes.</p>`;

const RBT_ES = `<p>Este acuerdo de ejemplo es para familias que organizan servicios con un Técnico de Conducta Registrado (RBT) que encontraron en FTC. No es asesoría legal ni clínica, y FTC no es parte de él. Adáptalo con el proveedor supervisor y, si quieres, con un abogado.</p>
<h2>1. Las partes y el papel de FTC</h2>
<p>Este acuerdo es entre la madre, el padre o el tutor legal ("Tutor") y el Técnico de Conducta Registrado indicado abajo ("RBT"). El RBT trabaja bajo la supervisión de un Analista de Conducta Certificado por la Junta ("Supervisor"). FTC es solo un mercado: no emplea, supervisa ni acredita al RBT, no ha verificado su certificación y no es responsable de los servicios prestados.</p>
<h2>2. Credenciales y supervisión</h2>
<ul>
<li>El RBT confirma que tiene una credencial de RBT vigente y le dará al Tutor su número de certificación para que pueda comprobarlo en el registro público de la junta certificadora.</li>
<li>El RBT confirma el nombre y los datos de contacto de su Supervisor, quien diseña y supervisa el plan de tratamiento.</li>
<li>El RBT avisará de inmediato al Tutor si su credencial vence o se suspende, o si cambia su supervisor.</li>
<li>El RBT prestará servicios solo según las indicaciones del Supervisor y dentro del ámbito de práctica de un RBT.</li>
</ul>
<h2>3. Servicios</h2>
<p>El RBT llevará a cabo el plan de intervención conductual escrito por el Supervisor. Los servicios pueden incluir sesiones para desarrollar habilidades, registro de datos y apoyo en las rutinas del niño en casa o en la comunidad. El RBT no diseñará ni cambiará objetivos de tratamiento, no hará diagnósticos ni dará consejos clínicos fuera del plan.</p>
<h2>4. Horario y lugar</h2>
<ul>
<li>Días, horas y duración prevista de las sesiones</li>
<li>Lugar de las sesiones, como la casa de la familia, un parque u otro lugar acordado</li>
<li>Si el Tutor u otro adulto estará presente durante las sesiones</li>
</ul>
<h2>5. Tarifas, facturación y seguro</h2>
<p>Las partes acuerdan la tarifa por sesión, cómo y cuándo se paga, y si los servicios se facturarán al seguro médico a través del proveedor supervisor. Si se usa un seguro, el Tutor entiende que la cobertura, la autorización y los copagos son asunto del Tutor, la aseguradora y el proveedor. FTC no procesa ni garantiza ningún pago por los servicios.</p>
<h2>6. Cancelaciones</h2>
<p>Cada parte avisará con al menos 24 horas para cancelar una sesión, salvo en caso de enfermedad o emergencia. Las partes acuerdan si las cancelaciones tardías se cobran.</p>
<h2>7. Seguridad, salud y emergencias</h2>
<ul>
<li>El Tutor compartirá por escrito la información médica pertinente, las alergias, los medicamentos y los contactos de emergencia.</li>
<li>El RBT seguirá el plan de crisis o de seguridad escrito por el Supervisor y nunca usará contención ni aislamiento salvo que formen parte de ese plan y tenga la capacitación para hacerlo.</li>
<li>En una emergencia, el RBT llamará al 911, luego al Tutor y luego al Supervisor.</li>
</ul>
<h2>8. Registros y confidencialidad</h2>
<p>Las notas y los datos de las sesiones forman parte del expediente de tratamiento del niño que guarda el proveedor supervisor. El RBT protegerá la información de salud del niño según lo exige la ley aplicable, incluida la HIPAA cuando corresponda, y no compartirá fotos, videos ni datos del niño sin consentimiento por escrito.</p>
<h2>9. Comunicación</h2>
<p>El RBT dará un breve resumen después de cada sesión. Las preguntas sobre objetivos o avances se dirigirán al Supervisor. Las partes acuerdan la mejor forma de comunicarse y los tiempos de respuesta esperados.</p>
<h2>10. Verificaciones del Tutor</h2>
<p>El Tutor confirma que comprobó la credencial del RBT en el registro público, habló con el Supervisor e hizo las demás verificaciones que considera necesarias, y que no depende de FTC para verificar al RBT.</p>
<h2>11. Fin del acuerdo</h2>
<p>Cualquiera de las partes puede terminar este acuerdo con 14 días de aviso por escrito, o de inmediato por un problema de seguridad o una falta grave. El RBT y el Supervisor ayudarán a planear una transición respetuosa para el niño cuando sea posible.</p>
<h2>12. Firmas</h2>
<p>El Tutor, el RBT y, cuando corresponda, el Supervisor firman y fechan este acuerdo. Cada uno guarda una copia.</p>`;

const ABOUT_ES = `<h2>Nuestra misión</h2>
<p>Find Trusted Childcare, o FTC, existe para que encontrar cuidado sea menos estresante para las familias y encontrar un buen trabajo sea más sencillo para los cuidadores. Creemos que cada madre y cada padre merecen tiempo para elegir con cuidado, y que cada cuidador o cuidadora merece que se reconozcan la habilidad y el cariño que aporta.</p>
<p>Empezamos FTC en 2022 después de ver a amigos hacer malabares con chats de grupo, volantes y recomendaciones para encontrar una niñera para un martes en la noche, una niñera para un recién nacido o un técnico de conducta para un niño con autismo. Las opciones estaban dispersas y la información era escasa. Queríamos un lugar tranquilo y claro donde familias y cuidadores pudieran conocerse, hablar y decidir por sí mismos.</p>
<h2>Cómo funciona FTC</h2>
<ul>
<li><strong>Las familias</strong> se registran, verifican su número de teléfono y describen el cuidado que necesitan: una niñera de tiempo completo, una niñera por horas, cuidado ocasional o un Técnico de Conducta Registrado.</li>
<li><strong>Los cuidadores</strong> arman un perfil con su experiencia, servicios, tarifas, disponibilidad y los certificados que quieran compartir.</li>
<li>Ambos buscan, se escriben y se conocen. Los planes de suscripción habilitan los mensajes y otras funciones, y <a href="/connect">FTC Connect</a> ofrece un coordinador personal para las familias que quieren ayuda con la lista corta.</li>
<li>Cuando una familia y un cuidador deciden trabajar juntos, acuerdan las condiciones directamente. Nuestro <a href="/guardian-contract">acuerdo de cuidado de ejemplo</a> y nuestro <a href="/rbt-contract">acuerdo de RBT de ejemplo</a> pueden ayudar.</li>
</ul>
<h2>Lo que hacemos y lo que no</h2>
<p>Queremos ser claros en esto, porque importa cuando hay niños de por medio.</p>
<ul>
<li>FTC es un mercado. No empleamos a ningún cuidador, y los cuidadores no son nuestro personal ni nuestros agentes.</li>
<li>Los perfiles, las ofertas de empleo, las postulaciones, los documentos y los mensajes los escriben y suben los usuarios. No los verificamos, salvo lo que dicen las insignias de verificación: un número de celular confirmado con un código, y una identificación, un informe de antecedentes o un certificado de primeros auxilios revisados por el personal de FTC.</li>
<li>No somos responsables de la conducta de ningún usuario, dentro o fuera del sitio.</li>
<li>Cada familia y cada cuidador deben hacer sus propias verificaciones: conocerse en persona, revisar identificaciones, llamar a las referencias, confirmar certificados y hacer las verificaciones de antecedentes que consideren adecuadas.</li>
</ul>
<p>Lo que sí hacemos es crear herramientas que facilitan esos pasos: verificación telefónica en cada cuenta, perfiles claros, mensajes privados, herramientas para reportar y guías prácticas en nuestro <a href="/blog">blog</a>.</p>
<h2>A quién servimos</h2>
<p>Servimos a madres, padres y tutores ocupados que buscan un cuidado confiable, y a cuidadores independientes que construyen su propia carrera: niñeras de tiempo completo, niñeras por horas, cuidadores ocasionales y RBT. Muchos de nuestros cuidadores son estudiantes, madres y padres, niñeras de carrera o terapeutas en formación. Lo que comparten es un compromiso real con los niños a su cargo.</p>
<h2>Nuestra promesa</h2>
<p>Mantendremos FTC honesto, sencillo y respetuoso. Te diremos con claridad qué verificamos y qué no. Protegeremos tu información, nunca la venderemos y haremos fácil cancelar un plan. Y seguiremos escuchando: si algo puede mejorar, cuéntanos desde la <a href="/contact">página de contacto</a>. Leemos cada mensaje.</p>`;

export const STATIC_PAGES_ES: SeedStaticPage[] = [
  {
    slug: 'term-and-condition',
    title: 'Términos de servicio',
    body_html: TERMS_ES,
    updated_at: '2026-01-15',
  },
  {
    slug: 'privacy-policy',
    title: 'Política de privacidad',
    body_html: PRIVACY_ES,
    updated_at: '2026-01-15',
  },
  {
    slug: 'guardian-contract',
    title: 'Acuerdo de cuidado de ejemplo: madre, padre o tutor y cuidador',
    body_html: GUARDIAN_ES,
    updated_at: '2026-02-03',
  },
  {
    slug: 'rbt-contract',
    title: 'Acuerdo de ejemplo para servicios de un Técnico de Conducta Registrado',
    body_html: RBT_ES,
    updated_at: '2026-02-03',
  },
  { slug: 'about', title: 'Acerca de FTC', body_html: ABOUT_ES, updated_at: '2026-01-08' },
];
