/**
 * Word lists of the name model's generated text (./generate.ts), written here: given names and surnames of many
 * languages and traditions, towns, regions, street names and address parts of several countries, Korean syllables
 * and places, and capitalised things that are not people or places. Common facts (frequent names, real towns and
 * administrative divisions), not copied from any name generator's lists and never from an evaluation set.
 */

const words = (s: string): string[] => s.trim().split(/\s+/);
const bars = (s: string): string[] => s.split('|').map((x) => x.trim()).filter(Boolean);

/** Given names by tradition (romanised where the script is not Latin). */
export const OTHER_FIRST = words(`
  Wojciech Łukasz Agnieszka Małgorzata Katarzyna Grzegorz Zofia Bartosz Krzysztof Jakub Ewa Dorota Paweł Tomasz
  Inês João Gonçalo Mariana Beatriz Tiago Rui Joana Duarte Leonor Afonso Matilde Rodrigo Catarina Vasco Constança
  Søren Bjørn Åsa Ingrid Sigrid Lars Henrik Mette Freja Magnus Astrid Oskar Linnea Nils Kari Eirik Solveig Annika
  Jürgen Günter Jörg Lena Lukas Felix Anneliese Matthias Wolfgang Ursula Dieter Sabine Katrin Tobias Jannik Mia Leonie
  Sébastien Amélie Chloé Hélène François Élodie Thibault Margaux Clément Aurélien Océane Benoît Gaëlle Maël Léa
  Giulia Alessandro Lorenzo Chiara Matteo Giovanni Francesca Federica Riccardo Ginevra Pietro Beatrice Tommaso
  Álvaro Lucía Sofía Javier Alejandro Pilar Ximena Santiago Valentina Mateo Camila Joaquín Guadalupe Itzel Rocío
  Nguyễn Thảo Minh Huong Quang Anh Linh Tuấn Phương Dũng Hạnh Trang
  Wei Jing Xiaoming Li Hui Yan Jun Xin Mei Lei Yifan Zihan Haoran Xiu Qing Bo Ling
  Yuki Haruto Sakura Hiroshi Aiko Kenji Takumi Sota Yui Riku Hina Daiki Mei Ren Kaito Aoi Naoko Shota
  Priya Rahul Ananya Arjun Deepika Vikram Sanjay Lakshmi Aarav Vivaan Ishaan Kavya Diya Rohan Sneha Anil Sunita Harpreet
  Gurpreet Manpreet Rajesh Pooja Nikhil Meera Siddharth Aditi Karthik Divya
  Chidi Ngozi Oluwaseun Adaeze Chinonso Kwame Ama Kofi Abena Yaw Efua Tendai Thabo Zanele Sipho Lerato Wanjiru Kamau
  Amani Baraka Nia Zuri Folasade Tunde Emeka Ifeoma Olumide Yetunde
  Fatima Omar Youssef Layla Khalid Aisha Hassan Mariam Karim Nour Rania Tariq Samir Yasmin Zainab Bilal Hamza Salma Imran
  Mehmet Ayşe Emre Zeynep Burak Elif Can Deniz Ozan Selin Murat Esra
  Dmitri Olga Natalia Sergei Yulia Andrei Anastasia Ivan Ekaterina Mikhail Tatiana Alexei Irina Oksana Taras Bohdan
  Siobhan Niamh Ciarán Aoife Seamus Oisín Eilidh Mhairi Rhys Gareth Dafydd Saoirse Cormac Eoin Róisín Sinéad Tadhg
  Kalani Keanu Leilani Mana Aroha Tāne Wiremu Mere
  Yosef Noa Avi Tamar Eitan Shira Yael Ori Dov
  Nikos Eleni Giorgos Katerina Dimitris Sofia Yannis Despina
  Maria José Ana Luis Carlos Jorge Rosa Elena Marta Paula
  Jan Petra Tereza Ondřej Lucie Vojtěch Zuzana Milan Jana
  Ahmad Siti Nurul Putri Budi Agus Dewi Rizky Wulan
  Jose Maricel Rowena Jericho Mylene Arnel
`);

/** Surnames by tradition. */
export const OTHER_SURNAMES = words(`
  Szczęsny Kowalski Nowak Wiśniewska Lewandowski Zieliński Kamińska Wójcik Kowalczyk Mazur Krawczyk Dąbrowski
  Figueiredo Gonçalves Magalhães Rodrigues Pereira Carvalho Sousa Ferreira Almeida Ribeiro Costa Martins Teixeira
  Nørgaard Sørensen Lindqvist Johansson Bergström Andersen Nielsen Halvorsen Eriksson Lindgren Virtanen Korhonen
  Müller Schäfer Köhler Weiß Großmann Schmidt Fischer Becker Hoffmann Wagner Zimmermann Krüger Hartmann
  Dubois Lefèvre Girard Moreau Fontaine Laurent Rousseau Bonnet Mercier Chevalier Faure Gauthier Perrin
  Rossi Bianchi Esposito Ricci Marino Greco Romano Colombo Bruno Gallo Conti Ferrari Fontana Moretti
  Fernández Muñoz Núñez Jiménez Domínguez Ibáñez García Martínez López Sánchez Ramírez Torres Flores Vargas Castillo
  Nguyen Tran Pham Hoang Vu Dang Bui Do Ngo
  Wang Zhang Liu Chen Huang Zhao Yang Zhou Wu Xu Sun Ma Hu Guo Lin
  Tanaka Suzuki Takahashi Watanabe Yamamoto Nakamura Kobayashi Sato Ito Kato Yoshida Yamada Sasaki Matsumoto
  Sharma Patel Gupta Iyer Reddy Krishnan Singh Kumar Nair Menon Chatterjee Banerjee Joshi Mehta Kapoor Desai Rao
  Okonkwo Adeyemi Okafor Eze Mensah Boateng Owusu Nwosu Abubakar Mwangi Otieno Dlamini Ndlovu Banda Okoro
  Haddad Khalil Mansour Yılmaz Demir Öztürk Kaya Şahin Çelik Aziz Rahman Hussain Qureshi Farouk Nasser Al-Amin
  Ivanov Petrova Smirnov Volkov Popov Kuznetsova Sokolov Morozov Shevchenko Kovalenko Bondarenko
  O'Brien O'Connor O'Neill O'Sullivan McAllister MacLeod Fitzgerald McCarthy MacDonald Ní Bhriain Ó Súilleabháin
  D'Angelo Dell'Acqua Hopper-Lee Smith-Jones Lloyd-Davies Garcia-Lopez Ben-David
  Park Kim Lee Choi Jung Kang Cho Yoon Jang Lim Han Shin Seo Kwon Hwang Ahn Song
  Cohen Levi Friedman Katz Mizrahi Papadopoulos Georgiou Nikolaidis Novák Dvořák Horváth Nagy Kovács
  Santos Reyes Cruz Bautista Mendoza Dela Cruz Hakim Wijaya Santoso Kusuma
  Kealoha Ngata Walker Te Rangi
`);

/** Surname particles that start a surname of several words (`van der Berg`, `de la Cruz`). */
export const SURNAME_PARTICLES = ['van', 'van der', 'van den', 'de', 'de la', 'del', 'da', 'dos', 'von', 'di', 'le', 'al', 'bin', 'ibn'];

/** Given names that are also English words, places or months. */
export const AMBIGUOUS_FIRST = words(`
  Grace Hope April Jordan Faith Joy June May Rose Lily Dawn Summer Autumn Ruby Will Bill Mark Grant Dean Chase Hunter
  Rich Sky River Angel Christian Frank Jade Pearl Violet Hazel Olive Penny Sandy Victoria Georgia Austin Paris Florence
  Sydney Chelsea Dallas Savannah Israel Carolina Virginia Brook Heather Holly Ivy Iris Daisy Amber Crystal Destiny
  Harmony Melody Miles Rocky Rusty Robin Drew Gene Guy Jack Ray Skip Sterling Stone Wade Art Buck Cliff Dale Earl
  Heath Lance Price Reed Rex Royal Sonny Sunny Tucker Forrest Ginger Honey Misty Stormy Windy Eve Bella Brandy Candy
  Cherry Charity Constance Liberty Patience Prudence Verity Clay Colt Max Page Sage Shelby Trinity
`);

/** Towns and small cities (real places of many countries). */
export const TOWNS = bars(`
  Leeds|Galway|Cork|Bath|Durham|Exeter|Inverness|Limerick|Truro|Wells|Ely|Kilkenny|Harrogate|Stirling|Aberystwyth|
  Bruges|Ghent|Delft|Utrecht|Aarhus|Bergen|Tromsø|Uppsala|Tartu|Kraków|Gdańsk|Poznań|Braga|Coimbra|Faro|Évora|
  Salzburg|Innsbruck|Lucerne|Lausanne|Heidelberg|Freiburg|Tübingen|Göttingen|Annecy|Avignon|Nantes|Rennes|Dijon|
  Siena|Lucca|Perugia|Bergamo|Granada|Salamanca|Toledo|Cádiz|Boulder|Asheville|Savannah|Burlington|Santa Fe|Ithaca|
  Flagstaff|Bozeman|Key West|Taos|Napa|Sedona|Whistler|Banff|Halifax|Kelowna|Rotorua|Dunedin|Ballarat|Hobart|Darwin|
  Jeonju|Gyeongju|Sokcho|Chuncheon|Kyoto|Nara|Hakone|Kanazawa|Hoi An|Da Lat|Chiang Mai|Luang Prabang|Ubud|Galle|
  Keswick|Whitby|Ludlow|Tenby|Oban|Portree|Kinsale|Dingle|Westport|Clonakilty|Colmar|Honfleur|Carcassonne|Arles|
  Sintra|Cascais|Lagos|Tavira|Ronda|Cuenca|Segovia|Girona|Cremona|Mantua|Ravenna|Assisi|Bamberg|Lindau|Konstanz|
  Hallstatt|Bled|Piran|Kotor|Mostar|Sibiu|Brașov|Eger|Pécs|Olomouc|Český Krumlov|Visby|Lund|Roskilde|Ålesund|
  Stavanger|Turku|Porvoo|Haarlem|Leiden|Maastricht|Dinant|Durbuy|Mendoza|Cusco|Arequipa|Valparaíso|Cartagena|
  Oaxaca|Puebla|Mérida|Antigua|Ouarzazate|Essaouira|Chefchaouen|Stellenbosch|Knysna|Arusha|Jinja|Kumasi|Enugu|
  Mysore|Udaipur|Pondicherry|Kochi|Shimla|Darjeeling|Pokhara|Kandy|Ipoh|Malacca|Hue|Sapa|Guilin|Lijiang|Takayama|
  Matsumoto|Nikko|Beppu|Tainan|Hualien|Ashland|Bend|Moab|Durango|Missoula|Marfa|Galveston|Beaufort|Annapolis|
  Nantucket|Bar Harbor|Stowe|Woodstock|Saratoga Springs|Cooperstown|Lancaster|Frederick|Lexington|Athens|Oxford|
  Cambridge|Chester|York|Lincoln|Warwick|Stratford|Kendal|Penrith|Bakewell|Matlock|Hexham|Alnwick|Morpeth|Ripon
`);

export const US_STATES = bars(`
  Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|
  Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|
  Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|
  Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|
  West Virginia|Wisconsin|Wyoming
`);
export const STATE_CODES = words('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC');
export const REGIONS = bars(`
  Bavaria|Tuscany|Catalonia|Brittany|Andalusia|Yorkshire|Cornwall|Ontario|Quebec|British Columbia|Queensland|Tasmania|
  Gyeonggi-do|Jeju|Hokkaido|Provence|Normandy|Scottish Highlands|Kerala|Patagonia|Devon|Kent|Somerset|Norfolk|
  Cumbria|Galicia|Asturias|Sicily|Sardinia|Lombardy|Umbria|Alsace|Burgundy|Saxony|Tyrol|Flanders|Wallonia|Algarve|
  Alentejo|Lapland|Jutland|Punjab|Goa|Rajasthan|Bali|Java|Sabah|Okinawa|Kyushu|Alberta|Manitoba|Nova Scotia|
  Victoria|New South Wales|Western Australia|Wales|Scotland|Ulster|Munster|Connacht
`);

/** Parts of synthetic town names in the English pattern of real ones (`North Andover`, `Port Jefferson`, `Millbrook`). */
export const TOWN_PREFIXES = words('North South East West New Port Lake Mount Fort Saint Glen Upper Lower Great Little Old Royal');
export const TOWN_SUFFIXES = words('ville ton field ford burg borough bury dale wood port haven mouth view land chester stead ham worth side bridge brook mont by thorpe well ridge ford springs');
export const TOWN_STEMS = words('Ash Oak Elm Maple Cedar Pine Birch Willow Mill Brook Green Stone Clear Fair Spring Red White Black Wood Rock Hill River Sand Salt Bridge Marsh Kings Queens Bright Haver Brad Wells Mor Wel Hamp Dun Ber Carl Harri Frank Madi Green');

export const STREET_WORDS = words(`
  Oak Maple Cedar Elm Pine Birch Willow Church Mill Station High Park Victoria Albert King Queen Market Bridge Castle
  Green Lake River Hill Chestnut Highland Meadow Orchard Sycamore Washington Lincoln Jefferson Madison Franklin Forest
  Spring Sunset Harbor Ridge Valley Walnut Poplar Laurel Aspen Hawthorn Main Broad Front Water Union Center Grove
  Railroad Prospect School Academy Canal Dock Quarry Abbey Manor Kingsway Fairview Pleasant Woodland Lakeview Riverside
`);
export const US_SUFFIX = words('Street St. St Avenue Ave Ave. Road Rd Rd. Boulevard Blvd Lane Ln Drive Dr. Dr Court Ct Way Place Pl Terrace Circle Parkway Pkwy Highway Hwy Trail Loop Square Pike');
export const UK_SUFFIX = words('Road Street Lane Close Crescent Avenue Gardens Grove Way Terrace Drive Mews Row Square Hill Walk Rise Green Park View Court');
export const UNIT = ['Apt', 'Apt.', 'Suite', 'Ste', 'Unit', 'Flat', '#', 'Apartment', 'Floor', 'Room', 'Bldg'];
export const STREET_STEMS = words('Søndre Nørre Kirke Skole Berg Strand Linden Prinsen Heeren Mühlen Kauppa Puisto Rákóczi Polna Havne Torv Dorf Wald Sonnen Blumen Vester Øster Kongens Drottning Keizers');
export const STREET_ENDINGS = words('gade vej gatan veien straat gracht weg gasse katu tie utca ulica laan allé');
export const FR_STREETS = bars('rue de la République|rue Victor Hugo|avenue des Champs|boulevard Saint-Michel|rue du Moulin|place de la Mairie|rue des Lilas|chemin des Vignes|allée des Tilleuls|rue Pasteur|avenue Jean Jaurès|rue de la Gare|boulevard Voltaire|rue Nationale|impasse des Roses|rue du Général Leclerc|quai de la Loire|avenue Foch');
export const FR_CITIES = words('Paris Lyon Marseille Toulouse Nantes Lille Bordeaux Rennes Dijon Grenoble Montpellier Strasbourg Nice Reims Angers Tours Brest Limoges Amiens Metz Besançon Orléans Rouen Caen Nancy');
export const DE_STREETS = bars('Hauptstraße|Bahnhofstraße|Lindenweg|Goethestraße|Schillerplatz|Berliner Allee|Gartenstraße|Am Markt|Kirchgasse|Mozartstraße|Friedrichstraße|Rosenweg|Dorfstraße|Schulstraße|Waldweg|Ringstraße|Kantstraße|Königsallee|Marktplatz|Birkenweg|Am Anger|Talstraße');
export const DE_CITIES = bars('Berlin|München|Hamburg|Köln|Frankfurt am Main|Stuttgart|Leipzig|Dresden|Bremen|Hannover|Nürnberg|Freiburg|Düsseldorf|Dortmund|Essen|Bonn|Münster|Karlsruhe|Mannheim|Augsburg|Wiesbaden|Kiel|Rostock|Erfurt|Mainz|Wien|Graz|Zürich|Bern|Basel');
export const PT_STREETS = bars('Rua Augusta|Avenida da Liberdade|Rua das Flores|Travessa do Carmo|Rua de Santa Catarina|Avenida dos Aliados|Largo do Chiado|Rua Garrett|Rua do Almada|Praça do Comércio|Rua Direita|Avenida da República|Rua de Cedofeita|Rua Oscar Freire|Avenida Paulista|Rua da Consolação');
export const PT_CITIES = bars('Lisboa|Porto|Braga|Coimbra|Faro|Aveiro|Setúbal|Funchal|Évora|Guimarães|Viseu|Leiria|São Paulo|Rio de Janeiro|Belo Horizonte|Curitiba|Recife|Salvador|Fortaleza');
export const ES_STREETS = bars('Calle Mayor|Gran Vía|Calle de Alcalá|Paseo de la Castellana|Avenida de América|Carrer de Balmes|Calle Real|Calle del Sol|Avenida de la Constitución|Calle Serrano|Rambla de Catalunya|Calle San Fernando');
export const ES_CITIES = bars('Madrid|Barcelona|Valencia|Sevilla|Zaragoza|Málaga|Bilbao|Alicante|Córdoba|Valladolid|Vigo|Gijón|Granada|Murcia|Palma|Ciudad de México|Guadalajara|Bogotá|Lima|Santiago|Buenos Aires');
export const IT_STREETS = bars('Via Roma|Via Garibaldi|Corso Italia|Via Dante|Via Mazzini|Viale Europa|Via Verdi|Corso Vittorio Emanuele|Via Cavour|Piazza del Popolo');
export const IT_CITIES = bars('Roma|Milano|Napoli|Torino|Bologna|Firenze|Venezia|Genova|Palermo|Verona|Padova|Bari');
export const NL_STREETS = bars('Keizersgracht|Prinsengracht|Herengracht|Kalverstraat|Damrak|Oudegracht|Coolsingel|Stationsweg|Dorpsstraat|Kerkstraat');
export const NL_CITIES = bars('Amsterdam|Rotterdam|Den Haag|Utrecht|Eindhoven|Groningen|Leiden|Haarlem|Delft|Nijmegen');
export const UK_CITIES = bars('London|Manchester|Bristol|Glasgow|Cardiff|Edinburgh|Birmingham|Liverpool|Sheffield|Nottingham|Leicester|Brighton|Belfast|Aberdeen|Swansea|Reading|Oxford|Cambridge|York|Norwich');
export const CA_PROVINCES = words('ON QC BC AB MB SK NS NB NL PE');
export const AU_STATES = words('NSW VIC QLD WA SA TAS ACT NT');
export const JP_PREFECTURES = bars('Tokyo|Osaka|Kyoto|Kanagawa|Aichi|Hokkaido|Fukuoka|Hyogo|Saitama|Chiba|Hiroshima|Miyagi');
export const JP_WARDS = bars('Shibuya-ku|Shinjuku-ku|Minato-ku|Chiyoda-ku|Chuo-ku|Meguro-ku|Setagaya-ku|Naka-ku|Kita-ku|Sakyo-ku');
export const JP_KANJI_ADDRESSES = bars('東京都千代田区丸の内|東京都渋谷区神南|東京都新宿区西新宿|大阪府大阪市北区梅田|京都府京都市左京区|神奈川県横浜市中区|愛知県名古屋市中村区|福岡県福岡市博多区|北海道札幌市中央区');

/** Korean: family names, given-name syllables (the frequent ones of each position) and places. */
export const KR_SURNAMES = words('김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전 홍 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편 용 유');
export const KR_DOUBLE_SURNAMES = words('남궁 황보 제갈 선우 독고 사공');
export const KR_GIVEN_FIRST = words('민 서 준 지 현 수 영 우 은 예 하 윤 도 연 진 희 아 주 원 호 성 혁 재 동 훈 경 미 나 유 빈 채 다 소 태 승 석 정 혜 선 규 상 철 용 기 광 명 숙 순 자 옥 남 환 범 건 찬 시 온 한 인 완 덕 봉 종 창 형 효 세 가 보');
export const KR_GIVEN_SECOND = words('준 서 연 우 민 현 윤 진 호 아 은 수 원 희 영 빈 지 훈 혁 재 율 인 주 하 린 성 경 정 석 철 숙 자 순 미 나 희 환 기 우 결 온 솔 별 람 찬 건 혜 선 이 담 유 후 운 권 식 길 근 국 웅 열 일 화 란 애 향 옥');
export const KR_PLACES = words(`
  서울 부산 인천 대구 대전 광주 울산 세종 제주 수원 성남 고양 용인 부천 안산 안양 화성 평택 의정부 파주 김포 청주 천안
  전주 포항 창원 김해 강릉 춘천 원주 경주 여수 순천 목포 군산 익산 안동 구미 진주 통영 속초 거제 양산 아산 서산 당진
  여주 남해 하동 영월 단양 태안 부여 고창 보령 삼척 정선 영덕 울진 봉화 합천 산청 구례 곡성 완주 무주 평창 홍천 인제 양평 가평
  강남 서초 송파 마포 종로 용산 해운대 분당 일산 판교 송도 동탄 광교 수성 유성 연수 부평 성수 잠실 여의도 명동 홍대 이태원 신촌
  서울특별시 부산광역시 대구광역시 인천광역시 광주광역시 대전광역시 울산광역시 세종특별자치시 제주특별자치도
  경기도 강원도 충청북도 충청남도 전라북도 전라남도 경상북도 경상남도 제주도 경기 강원 충북 충남 전북 전남 경북 경남
  수원시 성남시 고양시 용인시 청주시 천안시 전주시 포항시 창원시 김해시 제주시 춘천시 강릉시 여수시 경주시
  강남구 서초구 송파구 마포구 종로구 용산구 해운대구 분당구 수성구 유성구 연수구 영등포구 관악구 노원구 동작구 성동구
  양평군 가평군 홍천군 평창군 울릉군 단양군 태안군
  미국 일본 중국 영국 프랑스 독일 캐나다 호주 베트남 태국 싱가포르 대만 홍콩 뉴욕 도쿄 오사카 런던 파리 베를린 시드니 하노이 방콕 상하이 베이징 로스앤젤레스 밴쿠버
`);
export const KR_CITIES = bars('서울특별시|서울|부산광역시|부산|인천광역시|대구광역시|대전광역시|광주광역시|울산광역시|세종특별자치시|경기도 성남시|경기도 수원시|경기도 고양시|경기도 용인시|충청북도 청주시|전라북도 전주시|경상남도 창원시|강원도 춘천시|제주특별자치도 제주시');
export const KR_DISTRICTS = words('강남구 서초구 마포구 종로구 송파구 해운대구 분당구 영통구 중구 동구 서구 남구 북구 수성구 유성구 연수구 일산동구 덕양구 수지구 기흥구 성동구 광진구 동작구 관악구 노원구 은평구 강서구 영등포구');
export const KR_ROADS = words('테헤란로 세종대로 올림픽로 반포대로 해운대로 월드컵로 판교역로 중앙대로 도산대로 논현로 강남대로 양재대로 을지로 퇴계로 한강대로 영동대로 봉은사로 선릉로 광평로 동일로 경인로 신촌로 백범로 충장로 중앙로 시청로 문화로 대학로 공원로');
export const KR_DONG = words('역삼동 삼성동 서교동 우동 정자동 신촌동 청담동 망원동 연희동 광안동 대치동 잠실동 합정동 상암동 도화동 이태원동 한남동 서현동 야탑동 중동 송도동 만수동 둔산동 봉명동');
export const KR_BUILDINGS = bars('아파트|빌딩|타워|오피스텔|빌라|주택|센터|프라자');

/** Romanised Korean names. */
export const ROMAN_KR_GIVEN = words('Min-jun Seo-yeon Ji-woo Ji-eun Ha-eun Do-yun Seo-jun Ye-jin Jae-hyun Soo-ah Eun-ji Hyun-woo Ji-hoon Yu-na Minseo Jiho Sung-min Hye-jin Dong-hyun Young-ho Mi-kyung Sang-woo Jin-ah Tae-yang Na-rae');
export const ROMAN_KR_SURNAMES = words('Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Shin Seo Kwon Hwang Ahn Song Oh Yoo Hong Jeon Moon Bae Baek Nam');

/** Capitalised things that are not people or places: products, software, services, events, documents, drugs. */
export const NOT_NAMES = bars(`
  Microsoft Teams|Google Drive|Slack|Jira|Confluence|Salesforce|Zoom|iPhone 15 Pro|Galaxy S24|MacBook Air|Windows 11|
  Python|JavaScript|TypeScript|React Native|Kubernetes|Docker|PostgreSQL|Excel|PowerPoint|Outlook|Premium Plan|
  Gold Membership|Customer Success|Human Resources|Accounts Payable|Quarterly Report|Annual Review|Release Notes|
  Getting Started|Black Friday|Cyber Monday|Christmas|Thanksgiving|Easter|Ramadan|Chuseok|New Year|Monday|Friday|
  Visa|Mastercard|PayPal|Amazon Prime|Netflix|Spotify|Uber|Airbnb|Tesla Model 3|Toyota Corolla|Harry Potter|
  The Great Gatsby|Star Wars|Premier League|World Cup|Olympics|Covid-19|Medicare|Medicaid|Form W-2|Terms of Service|
  Privacy Policy|Help Center|Customer Service|Sales Team|Engineering|Marketing|Finance|Legal|Operations|Board|
  Ibuprofen|Amoxicillin|Metformin|Lipitor|Tylenol|Advil|Pfizer|Moderna|Excel Sheet|Power BI|Tableau|GitHub|GitLab|
  Notion|Figma|Trello|Asana|HubSpot|Zendesk|Shopify|Stripe|QuickBooks|Xero|SAP|Oracle|Workday|ServiceNow|Okta|
  AWS Lambda|Amazon S3|Azure DevOps|Google Cloud|Firebase|Terraform|Ansible|Jenkins|Grafana|Kafka|Redis|MongoDB|
  Node.js|Next.js|Vue|Angular|Django|Flask|Spring Boot|Rust|Golang|Swift|Kotlin|Android|iOS|Chrome|Firefox|Safari|
  Pixel 8|AirPods Pro|Apple Watch|Kindle|PlayStation 5|Xbox|Nintendo Switch|Surface Pro|ThinkPad|Dell XPS|
  Model Y|Civic|Prius|F-150|Galaxy Tab|Echo Dot|Roomba|Dyson V15|Nespresso|Vitamix|Peloton|Fitbit|GoPro|
  Pro Plan|Enterprise Edition|Basic Tier|Family Plan|Platinum Card|Rewards Program|Loyalty Club|Starter Kit|
  Annual Leave|Sick Leave|Open Enrollment|Benefits Portal|Onboarding Guide|Code of Conduct|Expense Policy|
  Q3 Roadmap|Sprint Review|Town Hall|All Hands|Kickoff|Retrospective|Standup|Offsite|Hackathon|Demo Day|
  Paracetamol|Aspirin|Insulin|Warfarin|Lisinopril|Omeprazole|Zyrtec|Claritin|Ventolin|Prozac|Xanax|
  Spanish|French|German|English|Korean|Japanese|Mandarin|Portuguese|Italian|Arabic|Hindi|
  January|February|March|August|September|October|November|December|Tuesday|Wednesday|Thursday|Saturday|Sunday|
  Monopoly|Minecraft|Fortnite|Tetris|Wordle|Scrabble|Lego|Barbie|Pokémon|Marvel|Disney|Pixar|Broadway|Grammy|Oscar
`);
export const ORGS = bars(`
  Acme Corp|Globex|Initech|Northwind Traders|Contoso|Fabrikam|Umbrella Health|Stark Logistics|Wayne Financial|
  Blue Harbor Bank|Summit Dental|Riverside Clinic|Evergreen Insurance|Pinecrest Academy|Sunrise Pharmacy|
  Brightline Media|Cobalt Systems|Harbor Freight Co|Lakeside Realty|Maple Leaf Movers|Northstar Credit Union|
  Oakridge Partners|Pioneer Labs|Redwood Analytics|Silverline Telecom|Tidewater Energy|Vertex Software|
  Greenfield Farms|Ironwood Capital|Keystone Legal|Meridian Health|Nimbus Cloud|Orchid Hotels|Pacific Freight|
  Quantum Robotics|Sterling & Co|Trinity Hospital|Union Mutual|Westbrook University|Apex Fitness|Beacon Schools
`);
/** Teams and departments that take a person's place in a sentence (`assigned to Billing`). */
export const TEAMS = bars('Billing|Support|IT|HR|Payroll|Security|Facilities|Procurement|Compliance|Legal|Finance|Sales|Marketing|Engineering|QA|DevOps|Tier 2|Customer Care|Logistics|Reception|Admissions|Radiology|Pharmacy|Accounts|Recruiting');
/** Roles written after or before a name. */
export const ROLES = bars('account manager|project lead|team lead|nurse|physician|engineer|designer|landlord|tenant|recruiter|hiring manager|accountant|lawyer|paralegal|caseworker|teacher|student|intern|contractor|driver|courier|pharmacist|therapist|receptionist|sales rep|product owner|CFO|CEO|CTO|VP of Sales|office manager|HR partner|support agent');

/**
 * Parts of made-up words, for names, places and products no list holds: the model must also read a name it has
 * never seen from its context and shape (`Brantovic called`, `she lives in Dunmarrow`, `the Zentrix app`).
 */
export const PSEUDO_ONSETS = words('b br c ch cl d dr f fl g gr h j k kl l m n p pr r s sh st t tr v w z th sk bl');
export const PSEUDO_VOWELS = words('a e i o u a e o ai ei ou ia ie');
export const PSEUDO_CODAS = words('n r l m s th nd rt st ck ld rn v');
export const PSEUDO_SURNAME_ENDINGS = words('son sen ski ska ov ova enko er man ley ton field ford ez es ini elli escu ian yan idis ou berg stein baum ich ic ovic wicz ard ett ing stone wood well ridge mann hardt ak uk ek');
export const PSEUDO_FIRST_ENDINGS = words('a ia ina elle ette o an en on us iel ie y ey ara ika enna is ius ander ette aya');
export const PSEUDO_PLACE_ENDINGS = words('ville burg ton stad heim ford mouth port haven field bury dale wick holm by thorpe minster ia ova ograd polis ara');
export const PSEUDO_PRODUCT_ENDINGS = words('ify ly io hub base flow stack sync desk lab soft tech works OS X Pro AI ware cloud kit box gram');

/**
 * Public figures of history, science, the arts, sport and politics (common knowledge): when a text asks about one
 * as its topic (`Who was Marie Curie?`), the name is not personal data about someone in the conversation.
 */
export const PUBLIC_FIGURES = bars(`
  Albert Einstein|Marie Curie|Isaac Newton|Charles Darwin|Galileo Galilei|Nikola Tesla|Ada Lovelace|Alan Turing|
  Leonardo da Vinci|Michelangelo|Vincent van Gogh|Pablo Picasso|Frida Kahlo|Claude Monet|Rembrandt|Salvador Dalí|
  William Shakespeare|Jane Austen|Charles Dickens|Leo Tolstoy|Fyodor Dostoevsky|Mark Twain|Virginia Woolf|
  Ernest Hemingway|George Orwell|Toni Morrison|Gabriel García Márquez|Homer|Dante Alighieri|Victor Hugo|
  Ludwig van Beethoven|Wolfgang Amadeus Mozart|Johann Sebastian Bach|Frédéric Chopin|Pyotr Tchaikovsky|
  Abraham Lincoln|George Washington|Thomas Jefferson|Winston Churchill|Napoleon Bonaparte|Julius Caesar|
  Cleopatra|Alexander the Great|Queen Victoria|Elizabeth I|Genghis Khan|Mahatma Gandhi|Nelson Mandela|
  Martin Luther King Jr.|Rosa Parks|Mother Teresa|Joan of Arc|Florence Nightingale|Karl Marx|Adam Smith|
  Sigmund Freud|Aristotle|Plato|Socrates|Confucius|Sun Tzu|King Sejong|Yi Sun-sin|Sejong the Great|
  Stephen Hawking|Richard Feynman|Carl Sagan|Rosalind Franklin|Gregor Mendel|Louis Pasteur|Alexander Fleming|
  Neil Armstrong|Amelia Earhart|Christopher Columbus|Marco Polo|Ferdinand Magellan|Steve Jobs|Bill Gates|
  Elon Musk|Jeff Bezos|Mark Zuckerberg|Warren Buffett|Taylor Swift|Beyoncé|Michael Jackson|Elvis Presley|
  The Beatles|John Lennon|Freddie Mercury|Bob Dylan|Lionel Messi|Cristiano Ronaldo|Serena Williams|
  Michael Jordan|Usain Bolt|Muhammad Ali|Pelé|Roger Federer|Barack Obama|Angela Merkel|Emmanuel Macron|
  Franklin D. Roosevelt|John F. Kennedy|Theodore Roosevelt|Margaret Thatcher|Vladimir Lenin|Joseph Stalin|
  Frederick Douglass|Harriet Tubman|Susan B. Anthony|Malala Yousafzai|Oprah Winfrey|Walt Disney|
  Charlie Chaplin|Marilyn Monroe|Audrey Hepburn|Alfred Hitchcock|Stanley Kubrick|Akira Kurosawa|Hayao Miyazaki|
  Johannes Gutenberg|Thomas Edison|Benjamin Franklin|Alexander Graham Bell|Wright brothers|Copernicus|Johannes Kepler|
  Michael Faraday|James Clerk Maxwell|Max Planck|Niels Bohr|Dmitri Mendeleev|Jane Goodall|Rachel Carson|
  Emily Dickinson|Edgar Allan Poe|Oscar Wilde|Franz Kafka|James Joyce|Haruki Murakami|J. K. Rowling|Agatha Christie|
  Andy Warhol|Georgia O'Keeffe|Henri Matisse|Auguste Rodin|Antoni Gaudí|Coco Chanel|Bruce Lee|Jackie Chan|
  Martin Luther|Simón Bolívar|Che Guevara|Fidel Castro|Mao Zedong|Deng Xiaoping|Park Chung-hee|Kim Gu|BTS|
  Ronald Reagan|Richard Nixon|Donald Trump|Joe Biden|Hillary Clinton|Queen Elizabeth II|Princess Diana|Pope Francis|
  Dalai Lama|Buddha|Jesus|Moses|Muhammad|Hippocrates|Archimedes|Pythagoras|Euclid|Immanuel Kant|Friedrich Nietzsche|
  Jean-Paul Sartre|Simone de Beauvoir|John Locke|Thomas Hobbes|Voltaire|Jean-Jacques Rousseau|Noam Chomsky
`);

/**
 * Hard negatives of technical prose: capitalised words that head a line, a field, a table cell or a sentence of
 * documentation, API references, logs and tickets (`Default: 30`, `Returns the alias.`), written here.
 */
export const TECH_WORDS = words(`
 Default Invalid Required Optional Deprecated Returns Parameters Example Examples Usage Notes Warning Summary
 Overview Status Pending Enabled Disabled Timeout Retry Retries Cache Index Schema Query Handler Router Token Session
 Buffer Stream Worker Queue Scheduler Gateway Proxy Cluster Replica Shard Snapshot Backup Restore Migration Rollback
 Deploy Build Release Patch Hotfix Merge Branch Commit Label Owner Scope Policy Grant Permission Audit Metric Trace
 Alert Incident Severity Priority Blocker Critical Major Minor Trivial Input Output Result Error Exception Fallback
 Threshold Limit Quota Region Zone Bucket Object Record Field Column Table Trigger Constraint Primary Unique Nullable
 Boolean Integer String Array Number Float Decimal Null Undefined True False Enum Struct Interface Class Method Module
 Package Import Export Config Settings Preferences Profile Account Dashboard Console Terminal Shell Script Binary
 Runtime Compiler Linter Formatter Parser Lexer Encoder Decoder Serializer Validator Adapter Wrapper Factory Builder
 Singleton Observer Listener Callback Promise Future Channel Socket Endpoint Request Response Header Payload Body
 Cookie Redirect Upload Download Sync Async Batch Job Task Pipeline Stage Step Runner Agent Host Server Client Daemon
 Service Container Image Volume Network Subnet Firewall Certificate Key Secret Vault Signature Checksum Hash Digest
 Version Changelog Roadmap Milestone Sprint Backlog Epic Story Bug Feature Fix Chore Refactor Docs Test Tests Coverage
 Benchmark Profiler Latency Throughput Uptime Outage Downtime Maintenance Upgrade Install Uninstall Setup Login Logout
 Signup Checkout Cart Invoice Receipt Refund Shipping Tracking Inventory Catalog Product Variant Pricing Discount
 Coupon Subscription Renewal Trial Plan Tier Usage Billing Payment Method Currency Locale Timezone Language Theme Font
 Layout Sidebar Header Footer Navbar Modal Dialog Tooltip Button Checkbox Dropdown Slider Toggle Tab Panel Card Badge
 Avatar Icon Banner Carousel Grid Flex Margin Padding Border Shadow Opacity Color Width Height Offset Cursor Focus Hover
 Blank Empty Unknown Other Misc General Advanced Basic Custom Manual Automatic Legacy Stable Beta Alpha Preview Draft
 Archived Closed Open Resolved Reopened Assigned Unassigned Approved Rejected Cancelled Completed Failed Passed Skipped
 Pulse Temperature Weight Height Diagnosis Medication Dosage Allergy Allergies Symptoms Vitals Oxygen Glucose
 Cholesterol Pressure Heart Rate Respiration Fever Cough Nausea Fatigue Headache Rash Swelling Pain Injury Fracture
 Therapy Referral Prescription Discharge Admission Observation Assessment Plan Follow-up Imaging Scan Lab Sample Urine
`);

/** Programming languages, runtimes, databases and tools named in technical prose (some are also given names). */
export const TECH_TOOLS = words(`
 Kotlin Scala Rust Go Ruby Perl Swift Haskell Elixir Erlang Clojure Julia Dart Lua Fortran Cobol Pascal Delphi
 Groovy Crystal Nim Zig Ocaml Prolog Lisp Scheme Racket Matlab Octave Bash Zsh PowerShell Kafka Nginx Apache
 Jenkins Ansible Terraform Grafana Prometheus Elasticsearch Kibana Logstash Spark Hadoop Flink Airflow Django Flask
 Rails Spring Laravel Symfony Vue Angular Svelte Ember Gradle Maven Webpack Vite Babel Jest Mocha Cypress Selenium
 Pandas NumPy Keras PyTorch TensorFlow Tomcat Jetty Consul Nomad Helm Istio Envoy Celery Sidekiq Postgres MySQL
 MariaDB SQLite Cassandra MongoDB Neo4j Heroku Vercel Netlify Azure Firebase Supabase Linux Ubuntu Debian Fedora
 CentOS Alpine Arch Windows Android Chrome Firefox Safari Edge Opera Electron Unity Unreal Godot Blender Photoshop
 Illustrator Sketch Figma Excel Word Outlook Teams Slack Zoom Jira Confluence Notion Trello Docker Kubernetes Podman
 Vagrant Packer Pulumi Chef Puppet Salt Splunk Datadog Sentry PagerDuty Okta Auth0 Stripe Twilio SendGrid Mailchimp
`);

/**
 * Korean common nouns of everyday, office, shopping, medical and technical text, written here. Many begin with a
 * syllable that is also a family name (`진`, `계`, `반`, `조`, `도`), so their shape is a name's: the model must
 * learn them from their context.
 */
export const KO_NOUNS = words(`
 진단 진료 진동 계약 계좌 계정 계획 계산 반품 반송 반납 반영 금리 허가 허용
 도움 도면 도구 조회 조건 조정 조치 미납 미정 모니터 모바일 방법 방식 방향 고장 고민
 고지 정산 정보 정책 정기 기간 기록 기계 기사 초과 초기 연장 연체 연결 신청 신고 신발
 주소 주차 주말 주사 장바구니 장애 장소 장비 전화 전달 전기 전원 서류 서비스 서명 안내 안전 안경
 한도 한정 한국어 오류 오늘 오후 오전 유지 유효 유료 임대 임시 임금 강의 강도 강좌 구매 구독 구성 구역 문의 문서 문자
 양식 양말 손님 손목 배송 배터리 배달 백업 백신 남편 심사 심장 노트북 노선 하자 곽티슈 성분 성능 차량 차액 우편
 우산 민원 민감 나이 지급 지연 지갑 채팅 천장 방수 공지 공사 공유 현금 현관 함량 변경 변기 염증 여권 여유 추가
 추천 도시락 소포 소독 석식 선물 선택 설치 설명 마감 마스크 길이 연차 위치 위약금 표시 명세서 명단 기한 반찬 왕복
 금연 옥상 육아 인증 인터넷 맹장 제품 제출 모임 탁자 국물 어깨 은행 편의점 용량 유통 발열 복통 감기 골절 수면
 혈당 체온 체중 처방 약국 병원 수술 입원 퇴원 검사 결과 영수증 포장 교환 환불 냉장고 세탁기 청소기 에어컨
 토요일 일요일 점심 저녁 아침 회의 회의실 보고서 견적서 휴가 출장 야근 재택
 비밀번호 아이디 로그인 업데이트 설정 알림 화면 버튼 메뉴 파일 폴더 링크 사진 영상 음성 녹음 프린터 키보드 마우스
 이어폰 충전기 케이블 스피커 카메라 가방 지갑 우유 커피 과일 라면 김치 간식 샐러드 약속 예약 취소 확인 거절
`);

/** Korean public figures of history and culture (common knowledge), asked about as a topic. */
export const KO_PUBLIC_FIGURES = words(`
 세종대왕 안중근 신사임당 이황 이이 정약용 장영실 윤동주 허준 김유신 을지문덕 광개토대왕 장보고
 최무선 김홍도 신윤복 한석봉 황진이 허난설헌 김정호 안창호 윤봉길 방정환 주시경 이중섭 박경리 김소월 한용운 정조
 태조 선덕여왕 연개소문 계백 강감찬 서희 문익점 박지원 김만덕 전봉준 홍범도 김좌진 이육사 백남준
`);

/** Korean company names, made up from a stem and an ending (`누리테크`): organisations, not places. */
export const KO_ORG_STEMS = words('푸른 새봄 한결 미래 누리 온누리 가람 바른 해솔 별빛 늘봄 한울 동방 세움 이음 참빛 으뜸 큰길 새길 빛나 나래 솔빛 금강 대한 한진 청운');
export const KO_ORG_ENDINGS = words('테크 소프트 물산 전자 상사 건설 제약 식품 랩스 네트웍스 시스템 솔루션 산업 유통 에너지 바이오 디자인 컴퍼니 코리아 엔지니어링');
