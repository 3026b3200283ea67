mkdir init
cat > init/ppsvc <<SCRIPT
#!/bin/sh
case "\$1" in
  start) touch $T/running; echo start >> $T/calls ;;
  stop) rm -f $T/running; echo stop >> $T/calls ;;
  restart) echo restart >> $T/calls ;;
  *) exit 3 ;;
esac
SCRIPT
chmod 755 init/ppsvc
