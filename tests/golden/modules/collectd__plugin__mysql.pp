include collectd::plugin::mysql
